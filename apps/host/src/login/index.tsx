import './login.css'

// The page's code is a chunk of its own, fetched at once but run in a later task, so that the browser
// paints the prerendered form (login.<locale>.html) first instead of after antd and React have run.
void import('./start')
