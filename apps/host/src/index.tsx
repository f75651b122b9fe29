// Async boundary: Module Federation negotiates shared modules (react, react-dom, …) before bootstrap
// runs, so nothing here may import a shared package. The gate (src/gate) has already sent a
// signed-out visit to the login page before this file was requested.
void import('./bootstrap')
