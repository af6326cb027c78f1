// The prebuilt file start-cms.ts imports is the package's own main entry, so it has the package's types.
declare module "decap-cms-app/dist/decap-cms-app.js" {
  export { default } from "decap-cms-app";
}
