"use strict";
(function () {
  var root = document.getElementById("ops");
  function el(tag, cls, text) { var e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; }
  function ref(schema, spec) {
    if (schema && schema.$ref) { var name = schema.$ref.split("/").pop(); return (spec.components.schemas || {})[name] || schema; }
    return schema;
  }
  fetch("/api/openapi.json").then(function (r) { return r.json(); }).then(function (spec) {
    root.textContent = "";
    var byTag = {};
    Object.keys(spec.paths).forEach(function (path) {
      Object.keys(spec.paths[path]).forEach(function (method) {
        var op = spec.paths[path][method];
        var tag = (op.tags && op.tags[0]) || "other";
        (byTag[tag] = byTag[tag] || []).push({ path: path, method: method, op: op });
      });
    });
    Object.keys(byTag).sort().forEach(function (tag) {
      root.appendChild(el("h2", null, tag));
      byTag[tag].forEach(function (o) {
        var d = el("details");
        var s = el("summary");
        s.appendChild(el("span", "m " + o.method, o.method.toUpperCase()));
        s.appendChild(document.createTextNode(o.path + (o.op.summary ? " — " + o.op.summary : "")));
        d.appendChild(s);
        if (o.op.description) d.appendChild(el("p", null, o.op.description));
        var body = o.op.requestBody && o.op.requestBody.content && o.op.requestBody.content["application/json"];
        if (body) { d.appendChild(el("h4", null, "Request body")); d.appendChild(el("pre", null, JSON.stringify(ref(body.schema, spec), null, 2))); }
        d.appendChild(el("h4", null, "Responses"));
        Object.keys(o.op.responses || {}).forEach(function (code) {
          var resp = o.op.responses[code];
          var c = resp.content && (resp.content["application/json"] || resp.content["text/html"]);
          d.appendChild(el("p", null, code + " " + (resp.description || "")));
          if (c && c.schema) d.appendChild(el("pre", null, JSON.stringify(ref(c.schema, spec), null, 2)));
        });
        root.appendChild(d);
      });
    });
  }, function () { root.textContent = "Could not load /api/openapi.json."; });
})();
