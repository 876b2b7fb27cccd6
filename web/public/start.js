// Starts the app once the prerendered page has painted (internal/server/pages.go): the page
// then shows as soon as its HTML and CSS are in, and the scripts, which would otherwise
// compete with them and hold up that first paint, load right after it.
(function () {
  var self = document.currentScript;
  var entry = self.getAttribute('data-entry');
  var modules = (self.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  function start() {
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // The next frame is the first paint; start just after it.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
