// The global 404 page (app/global-not-found.tsx) carries both languages: show the visitor's one
// (the SYS_LANG cookie, else the browser's), title included. A file of the site, so the pages'
// Content-Security-Policy ('self') allows it without a hash.
(function () {
  var m = document.cookie.match(/(?:^|; )SYS_LANG=([^;]+)/);
  var lang = m ? decodeURIComponent(m[1]) : navigator.language || 'zh-CN';
  var en = /^en/i.test(lang);
  var root = document.documentElement;
  root.lang = en ? 'en-US' : 'zh-CN';
  root.setAttribute('data-lang', en ? 'en' : 'zh');
  var title = document.querySelector('meta[name="concierge-title-' + (en ? 'en' : 'zh') + '"]');
  if (title) document.title = title.getAttribute('content');
})();
