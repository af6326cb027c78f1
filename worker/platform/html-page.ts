// Text put into the Worker's own HTML pages (the contact form's answers, the
// editor's sign-in pop-up) as text, never as markup.
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
