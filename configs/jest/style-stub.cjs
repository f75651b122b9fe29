// Stands in for CSS imports under jest: styles are webpack's business, not the component tests'.
module.exports = {}
