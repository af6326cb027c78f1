// Stands in for Gatsby's register-service-worker.js in the production browser
// bundle (see REGISTER_SERVICE_WORKER_MODULE in gatsby/webpack.ts). Gatsby
// requires that module only when a plugin's registerServiceWorker hook asks for
// a service worker at /sw.js, and no plugin of the site has that hook: this
// stand-in is used only while that holds.
export {};
