// What a page shows at first paint, read in the browser (page.evaluate): #root's markup and the
// styles it needs. Ids, the attributes that point at ids and those that name an element for tests
// and tools (data-testid, data-remote) are dropped: the snapshot sits beside the real page for a
// moment, and two elements with one id (or a label of the snapshot naming a field of the page) would
// confuse the page, assistive technology and locators; the snapshot is inert and hidden anyway.
function capturePage() {
  const REFERENCES = ['id', 'for', 'name', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'aria-activedescendant', 'aria-label', 'autofocus', 'data-testid', 'data-remote', 'data-remote-version'];
  const attributesOf = (element) => Object.fromEntries([...element.attributes].map(({ name, value }) => [name, value]));
  const root = document.getElementById('root').cloneNode(true);
  for (const script of root.querySelectorAll('script')) script.remove();
  for (const element of root.querySelectorAll('*')) for (const name of REFERENCES) element.removeAttribute(name);
  return {
    htmlAttributes: Object.fromEntries(Object.entries(attributesOf(document.documentElement)).filter(([name]) => name.startsWith('data-mantine-')).sort()),
    stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname),
    stylesheetChunks: Object.fromEntries(
      [...document.querySelectorAll('link[rel="stylesheet"][data-rspack]')].map((link) => [new URL(link.href).pathname, link.getAttribute('data-rspack')]),
    ),
    styles: [...document.head.querySelectorAll('style')].map((style) => ({ attributes: attributesOf(style), css: style.textContent })),
    markup: root.innerHTML,
  };
}

module.exports = { capturePage };
