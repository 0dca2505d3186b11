// /{slug}: one page per area of the catalogue (/katy, /jordan-ranch, ... for the shipped data). A Route
// String, so Vike (which loads route files while reading its config) need not read the
// catalogue: the prerendered paths come from +onBeforePrerenderStart, and a slug that names no
// area is a 404 from +data. Static routes (/about, /faq...) take precedence over it.
export default '/@area'
