// Where the content editor (Decap CMS, src/pages/admin.tsx) is served. The
// site's routes and the hosting rules (the editor's own Content-Security-Policy,
// its absence from the crawl and the page weights) all read it from here.
export const EDITOR_PATH = "/admin/";
