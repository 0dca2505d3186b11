// Local stand-in for the scheduler's widget.js (served by route interception; the tests
// never reach the internet). Same global API as the real widget: Calendly.initPopupWidget.
// Records every call in window.__schedulerCalls and shows a popup whose frame comes from
// the scheduler's origin, so its "scheduled" message has the origin the site checks.
;(function () {
  var origin = new URL(document.currentScript.src).origin
  window.__schedulerCalls = window.__schedulerCalls || []
  window.__schedulerScriptRuns = (window.__schedulerScriptRuns || 0) + 1
  window.Calendly = {
    initPopupWidget: function (options) {
      window.__schedulerCalls.push(JSON.parse(JSON.stringify(options)))
      var old = document.getElementById('scheduler-stub-popup')
      if (old) old.remove()
      var overlay = document.createElement('div')
      overlay.id = 'scheduler-stub-popup'
      overlay.className = 'scheduler-stub-overlay'
      overlay.setAttribute('role', 'dialog')
      overlay.setAttribute('aria-label', 'Scheduler')
      var close = document.createElement('button')
      close.type = 'button'
      close.textContent = 'Close scheduler'
      close.onclick = function () {
        overlay.remove()
      }
      var frame = document.createElement('iframe')
      frame.title = 'Scheduler booking page'
      frame.src = origin + '/__stub/frame.html?url=' + encodeURIComponent(options.url)
      overlay.appendChild(close)
      overlay.appendChild(frame)
      document.body.appendChild(overlay)
    },
  }
})()
