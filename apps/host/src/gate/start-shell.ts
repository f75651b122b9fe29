/**
 * Where the shell's page holds its script and style tags, inert until the gate starts them
 * (`SHELL_TAGS_ID` of configs/webpack/host.cjs).
 */
export const SHELL_TAGS_ID = 'shell-tags'

/**
 * Starts the shell: each tag its page holds in the template is recreated in the head (a script taken
 * out of a template never runs), scripts with `async = false` so that they run in their order.
 */
export function startShell(doc: Document): void {
  const template = doc.getElementById(SHELL_TAGS_ID)
  if (!(template instanceof HTMLTemplateElement)) throw new Error(`the page has no #${SHELL_TAGS_ID}`)
  for (const tag of Array.from(template.content.children)) {
    const copy = doc.createElement(tag.localName)
    for (const { name, value } of Array.from(tag.attributes)) copy.setAttribute(name, value)
    if (copy instanceof HTMLScriptElement) copy.async = false
    doc.head.append(copy)
  }
}
