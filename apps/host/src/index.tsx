// Async boundary: Module Federation negotiates shared modules (react, react-dom, …) before
// bootstrap runs. Keep this file to this one import.
void import('./bootstrap')
