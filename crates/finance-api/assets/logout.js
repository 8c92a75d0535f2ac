"use strict";
// The sign-out button of the page GET /api/logout shows to a cross-site link: a same-origin JSON
// POST, which passes the CSRF check every other state change passes, then wherever the server says
// (home, or the OpenID Connect provider's end-session page).
(function () {
  var button = document.getElementById("sign-out");
  var error = document.getElementById("error");
  button.addEventListener("click", function () {
    error.textContent = "";
    button.disabled = true;
    fetch("/api/logout", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: "{}"
    }).then(function (res) {
      if (!res.ok) throw new Error(String(res.status));
      return res.json();
    }).then(function (body) {
      window.location.assign(body.redirect || "/");
    }, function () {
      error.textContent = "Penny could not sign you out. Please try again.";
      button.disabled = false;
    });
  });
})();
