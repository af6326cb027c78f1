export default function FloorPage() {
  return (
    <main>
      <h1>Gatsby floor</h1>
      <p>A bare one-page Gatsby site: what every Gatsby page costs before the site adds anything.</p>
    </main>
  );
}

export const Head = () => (
  <>
    <title>Gatsby floor</title>
    <meta name="description" content="The framework's floor for the Safarnama benchmark." />
  </>
);
