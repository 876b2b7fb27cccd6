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
  // A tap on a button before the app has taken the page over would do nothing: keep the last
  // one and replay it once the app marks the page ready (the button is the same element, since
  // the app takes over the prerendered page rather than replacing it). Links work without the app.
  var pending = null;
  function hold(event) {
    if (document.documentElement.getAttribute('data-app') === 'ready') return;
    var target = event.target instanceof Element ? event.target.closest('button') : null;
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    pending = target;
  }
  document.addEventListener('click', hold, true);
  new MutationObserver(function (changes, observer) {
    if (document.documentElement.getAttribute('data-app') !== 'ready') return;
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    if (pending && pending.isConnected) pending.click();
    pending = null;
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });

  // The next frame is the first paint; start just after it.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
