// The async boundary Module Federation needs to negotiate the shared libraries before any of them runs.
void import('./bootstrap')
