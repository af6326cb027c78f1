import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] });
const figures = ["money", "fill", "lead-time", "changes", "sources"];
for (const [name, width, height] of [["desktop", 1280, 900], ["phone", 390, 844]]) {
  const page = await browser.newPage({ viewport: { width, height } });
  for (const figure of figures) {
    await page.goto(`http://127.0.0.1:9601/staff/?view=numbers&figure=${figure}`);
    await page.waitForSelector("table caption", { timeout: 30000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/work/scratch/bench-shots/${figure}-${name}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
