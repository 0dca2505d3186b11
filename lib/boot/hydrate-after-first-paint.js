// Shipped as is (a classic deferred script): starts the client once the page has loaded and painted. Why: decision 084.
;(function () {
  var script = document.currentScript
  if (!script) return
  var entry = script.getAttribute('data-entry')
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean)
  var started = false
  var loaded = document.readyState === 'complete'
  var painted = false
  var BATCH = 3

  function start() {
    if (started || !entry) return
    started = true
    import(entry)
    setTimeout(function () {
      preloadFrom(0)
    }, 0)
  }

  // Every link starts a fetch on the main thread (~7-10 ms each on a 4x-throttled CPU): a few per
  // task keeps each task short, where all fourteen at once made one task of ~100 ms.
  function preloadFrom(index) {
    var links = document.createDocumentFragment()
    preloads.slice(index, index + BATCH).forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      links.appendChild(link)
    })
    document.head.appendChild(links)
    if (index + BATCH < preloads.length) {
      setTimeout(function () {
        preloadFrom(index + BATCH)
      }, 0)
    }
  }

  function startWhenReady() {
    if (loaded && painted) setTimeout(start, 0)
  }

  // A background tab paints nothing until shown: no paint to wait for.
  if (document.visibilityState === 'hidden') return start()

  // Load: the hero image (the largest paint) is in before the modules compete with it.
  if (!loaded) {
    window.addEventListener('load', function () {
      loaded = true
      startWhenReady()
    }, { once: true })
  }
  var paintTiming = window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0
  if (paintTiming) {
    // The first contentful paint as the browser reports it, i.e. once the frame is on screen.
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      painted = true
      startWhenReady()
    }).observe({ type: 'paint', buffered: true })
  } else {
    // No paint timing: rAF runs just before the next frame, the task startWhenReady queues after it.
    requestAnimationFrame(function () {
      painted = true
      startWhenReady()
    })
  }
  // Backstop: a slow image, or a renderer that never paints.
  setTimeout(start, 3000)
})()
