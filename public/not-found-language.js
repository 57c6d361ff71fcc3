// The global 404 page (app/global-not-found.tsx) carries both languages: show the visitor's one
// (the SYS_LANG cookie, else the browser's). It only marks <html> for the page's CSS: the rest of
// the page stays as the server wrote it, so hydration finds what it expects. A file of the site,
// so the pages' Content-Security-Policy ('self') allows it without a hash.
(function () {
  var m = document.cookie.match(/(?:^|; )SYS_LANG=([^;]+)/);
  var lang = m ? decodeURIComponent(m[1]) : navigator.language || 'zh-CN';
  document.documentElement.setAttribute('data-lang', /^en/i.test(lang) ? 'en' : 'zh');
})();
