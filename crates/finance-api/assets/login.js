"use strict";
(function () {
  var form = document.getElementById("auth-form");
  var tabs = { signin: document.getElementById("tab-signin"), register: document.getElementById("tab-register") };
  var submit = document.getElementById("submit");
  var error = document.getElementById("error");
  var hint = document.getElementById("password-hint");
  var password = document.getElementById("password");

  function setMode(mode) {
    form.dataset.mode = mode;
    tabs.signin.setAttribute("aria-selected", String(mode === "signin"));
    tabs.register.setAttribute("aria-selected", String(mode === "register"));
    submit.textContent = mode === "signin" ? "Sign in" : "Create account";
    password.autocomplete = mode === "signin" ? "current-password" : "new-password";
    hint.hidden = mode === "signin";
    error.textContent = "";
  }
  tabs.signin.addEventListener("click", function () { setMode("signin"); });
  tabs.register.addEventListener("click", function () { setMode("register"); });

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    error.textContent = "";
    submit.disabled = true;
    var url = form.dataset.mode === "signin" ? "/api/auth/login" : "/api/auth/register";
    fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: form.email.value, password: form.password.value })
    }).then(function (res) {
      if (res.ok) { window.location.assign("/"); return; }
      return res.json().then(function (body) {
        error.textContent = res.status === 401 ? "Email or password is incorrect." : (body && body.message) || "Something went wrong. Please try again.";
      }, function () { error.textContent = "Something went wrong. Please try again."; });
    }, function () {
      error.textContent = "Penny could not be reached. Please try again.";
    }).finally(function () { submit.disabled = false; });
  });
})();
