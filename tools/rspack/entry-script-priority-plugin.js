// Asks for the shell's entry script (main) at high priority. A deferred script is a low-priority
// request, which Chrome holds back while the page's preloads (the bootstrap chunks, the current
// remote's files) are in flight, so main, the script everything else waits on, came last.
class EntryScriptPriorityPlugin {
  apply(compiler) {
    const { HtmlRspackPlugin } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EntryScriptPriorityPlugin', (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('EntryScriptPriorityPlugin', async (data) => {
        for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
        return data;
      });
    });
  }
}

module.exports = { EntryScriptPriorityPlugin };
