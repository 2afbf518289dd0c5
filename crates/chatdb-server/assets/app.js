// ChatDB's web page: a chat per thread over the HTTP API. Plain JavaScript,
// no build step. Charts are drawn from the ECharts option ChatDB computes
// in Rust (the run record's `chart`); nothing here runs code a model wrote.
"use strict";

const TEXT = {
  en: {
    newThread: "New chat", source: "Data source", schema: "Schema", history: "History",
    token: "Token", send: "Send", placeholder: "Ask a question about your data (Enter sends, Shift+Enter for a new line)",
    sql: "SQL", copy: "Copy", copied: "Copied", rows: "rows", truncated: "truncated", trace: "Trace",
    up: "👍 Right", down: "👎 Wrong", edit: "✏️ Correct the SQL", runSave: "Run and save",
    reason: "What was wrong? (optional)", sendFeedback: "Send", thanks: "Thanks — ChatDB learned from this.",
    confidence: "confidence", from: "from", calls: "model calls", tokens: "tokens", page: "page",
    prev: "‹ Prev", next: "Next ›", tokenPrompt: "Bearer token for this server:", loading: "loading…",
    noSources: "no data source available", working: "working…", columns: "columns", error: "Error",
    empty: "Ask anything about the data: totals, trends, top products per region…",
    offline: "Cannot reach the ChatDB server. Is `chatdb serve` running?",
  },
  zh: {
    newThread: "新对话", source: "数据源", schema: "表结构", history: "历史",
    token: "令牌", send: "发送", placeholder: "用中文或英文提问（回车发送，Shift+回车换行）",
    sql: "SQL", copy: "复制", copied: "已复制", rows: "行", truncated: "已截断", trace: "执行轨迹",
    up: "👍 正确", down: "👎 错误", edit: "✏️ 修改 SQL", runSave: "运行并保存",
    reason: "哪里不对？（可选）", sendFeedback: "提交", thanks: "谢谢，ChatDB 已从中学习。",
    confidence: "置信度", from: "来源", calls: "模型调用", tokens: "令牌数", page: "页",
    prev: "‹ 上一页", next: "下一页 ›", tokenPrompt: "此服务器的访问令牌：", loading: "加载中…",
    noSources: "没有可用的数据源", working: "处理中…", columns: "列", error: "错误",
    empty: "随便问：总额、趋势、各地区销量前几的商品……",
    offline: "无法连接 ChatDB 服务器，请确认 `chatdb serve` 正在运行。",
  },
};

const state = {
  lang: localStorage.getItem("chatdb.lang")
    || ((navigator.language || "en").toLowerCase().startsWith("zh") ? "zh" : "en"),
  token: localStorage.getItem("chatdb.token") || "",
  source: localStorage.getItem("chatdb.source") || "",
  thread: null,
  threads: JSON.parse(localStorage.getItem("chatdb.threads") || "[]"),
  busy: false,
};

const $ = (sel) => document.querySelector(sel);
const t = (key) => (TEXT[state.lang] || TEXT.en)[key] || TEXT.en[key] || key;

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") e.className = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null) e.setAttribute(k, v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

function showError(message) {
  const b = $("#banner");
  b.textContent = `${t("error")}: ${message}`;
  b.hidden = false;
}
function clearError() { $("#banner").hidden = true; }

// Every API call: the token when set, JSON errors turned into messages.
async function api(path, options = {}) {
  const headers = Object.assign({}, options.headers || {});
  if (state.token) headers["Authorization"] = `Bearer ${state.token}`;
  if (options.body && !headers["Content-Type"]) headers["Content-Type"] = "application/json";
  let resp;
  try {
    resp = await fetch(path, Object.assign({}, options, { headers }));
  } catch (_) {
    throw new Error(t("offline"));
  }
  if (resp.status === 401) {
    askToken();
    throw new Error("401: a token is needed");
  }
  if (!resp.ok && !(options.headers && options.headers.Accept === "text/event-stream")) {
    let message = `${resp.status}`;
    try { const j = await resp.json(); message = j.error ? j.error.message : JSON.stringify(j); } catch (_) { /* not JSON */ }
    throw new Error(message);
  }
  return resp;
}

function askToken() {
  const v = window.prompt(t("tokenPrompt"), state.token);
  if (v !== null) {
    state.token = v.trim();
    localStorage.setItem("chatdb.token", state.token);
    loadSources();
  }
}

function applyLanguage() {
  document.documentElement.lang = state.lang === "zh" ? "zh-CN" : "en";
  document.querySelectorAll("[data-i18n]").forEach((e) => { e.textContent = t(e.dataset.i18n); });
  document.querySelectorAll("[data-i18n-placeholder]").forEach((e) => { e.placeholder = t(e.dataset.i18nPlaceholder); });
  $("#lang").textContent = state.lang === "zh" ? "English" : "中文";
}

async function loadSources() {
  try {
    const resp = await api("/api/sources");
    const { sources } = await resp.json();
    const select = $("#source");
    select.innerHTML = "";
    if (!sources.length) select.append(el("option", { value: "" }, t("noSources")));
    for (const s of sources) {
      const label = s.dialect ? `${s.id} (${s.dialect})` : s.id;
      select.append(el("option", { value: s.id }, label));
    }
    const keep = sources.find((s) => s.id === state.source) || sources.find((s) => s.default) || sources[0];
    if (keep) { select.value = keep.id; state.source = keep.id; }
    clearError();
  } catch (e) { showError(e.message); }
}

function saveThreads() { localStorage.setItem("chatdb.threads", JSON.stringify(state.threads.slice(0, 100))); }

function renderThreads() {
  const ul = $("#threads");
  ul.innerHTML = "";
  for (const th of state.threads) {
    const li = el("li", { title: th.title, onclick: () => openThread(th.id) }, th.title);
    if (th.id === state.thread) li.classList.add("active");
    ul.append(li);
  }
}

function rememberThread(id, question) {
  if (!id) return;
  if (!state.threads.find((x) => x.id === id)) {
    state.threads.unshift({ id, title: question.slice(0, 60), at: Date.now() });
    saveThreads();
  }
  state.thread = id;
  $("#thread-title").textContent = id;
  renderThreads();
}

function newThread() {
  state.thread = null;
  $("#sidebar").classList.remove("open");
  $("#messages").innerHTML = "";
  $("#messages").append(el("div", { class: "msg note" }, t("empty")));
  $("#thread-title").textContent = "";
  renderThreads();
  $("#question").focus();
}

async function openThread(id) {
  try {
    const resp = await api(`/api/threads/${encodeURIComponent(id)}`);
    const thread = await resp.json();
    state.thread = id;
    $("#thread-title").textContent = id;
    const box = $("#messages");
    box.innerHTML = "";
    for (const run of thread.runs) {
      box.append(el("div", { class: "msg user" }, el("span", { class: "bubble" }, run.question)));
      const card = el("div", { class: "card" });
      box.append(el("div", { class: "msg" }, card));
      renderRecord(card, run);
    }
    renderThreads();
    $("#sidebar").classList.remove("open");
    clearError();
  } catch (e) { showError(e.message); }
}

// Reads a Server-Sent Events body, calling `on(event, data)` per event.
async function readEvents(resp, on) {
  if (resp.bodyUsed) return;
  const reader = resp.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let event = "message";
      const data = [];
      for (const line of block.split("\n")) {
        if (line.startsWith("event:")) event = line.slice(6).trim();
        else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
      }
      if (data.length) on(event, JSON.parse(data.join("\n")));
    }
  }
}

// Runs a question (or a clarification's answer) with streamed progress.
async function run(path, body, questionText) {
  if (state.busy) return;
  state.busy = true;
  $("#send").disabled = true;
  clearError();
  const box = $("#messages");
  const placeholder = box.querySelector(".msg.note");
  if (placeholder) placeholder.remove();
  box.append(el("div", { class: "msg user" }, el("span", { class: "bubble" }, questionText)));
  const card = el("div", { class: "card" });
  const progress = el("ul", { class: "progress" }, el("li", {}, t("working")));
  card.append(progress);
  box.append(el("div", { class: "msg" }, card));
  box.scrollTop = box.scrollHeight;
  try {
    const resp = await api(path, { method: "POST", body: JSON.stringify(body), headers: { Accept: "text/event-stream" } });
    if (!resp.ok) {
      let message = `${resp.status}`;
      try { const j = await resp.json(); message = j.error ? j.error.message : message; } catch (_) { /* not JSON */ }
      throw new Error(message);
    }
    let got = false;
    const onRecord = (data) => {
      got = true;
      rememberThread(data.thread_id, questionText);
      card.innerHTML = "";
      renderRecord(card, data);
    };
    if (!(resp.headers.get("Content-Type") || "").includes("text/event-stream")) {
      onRecord(await resp.json());
    }
    await readEvents(resp, (event, data) => {
      if (event === "node" && data.event === "node_finished") {
        progress.append(el("li", {}, `✓ ${data.node} · ${data.duration_ms} ms`));
      } else if (event === "record") {
        onRecord(data);
      } else if (event === "error") {
        throw new Error(data.error ? data.error.message : JSON.stringify(data));
      }
    });
    if (!got) throw new Error("the stream ended without an answer");
  } catch (e) {
    card.innerHTML = "";
    card.append(el("p", { class: "answer bad" }, e.message));
    showError(e.message);
  } finally {
    state.busy = false;
    $("#send").disabled = false;
    box.scrollTop = box.scrollHeight;
  }
}

function ask(question) {
  run("/api/ask", { question, source: state.source || undefined, thread: state.thread || undefined }, question);
}

function resume(thread, answer, label) {
  run("/api/resume", { thread, answer, source: state.source || undefined }, label || answer);
}

const KEYWORDS = /\b(SELECT|FROM|WHERE|GROUP|BY|ORDER|HAVING|LIMIT|JOIN|LEFT|RIGHT|INNER|OUTER|ON|AS|AND|OR|NOT|IN|IS|NULL|WITH|UNION|INTERSECT|EXCEPT|DISTINCT|CASE|WHEN|THEN|ELSE|END|ASC|DESC|COUNT|SUM|AVG|MIN|MAX|BETWEEN|LIKE|OVER|PARTITION|DATE|INTERVAL)\b/gi;

// SQL with keywords, strings and numbers marked (text only: escaped first).
function highlight(sql) {
  const esc = sql.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return esc
    .split(/('(?:[^']|'')*')/)
    .map((part, i) => (i % 2 ? `<span class="str">${part}</span>` : part
      .replace(KEYWORDS, (k) => `<span class="kw">${k}</span>`)
      .replace(/\b(\d+(?:\.\d+)?)\b/g, '<span class="num">$1</span>')))
    .join("");
}

function cellText(v) {
  if (v === null || v === undefined) return "NULL";
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
}
const isNumber = (v) => typeof v === "number" || (typeof v === "string" && /^-?\d+(\.\d+)?$/.test(v));

// A sortable, paginated table of a record's rows.
function table(columns, rows, truncated) {
  const wrap = el("div", {});
  const size = 20;
  let page = 0;
  let order = null;
  const draw = () => {
    wrap.innerHTML = "";
    let shown = rows.slice();
    if (order) {
      shown.sort((a, b) => {
        const x = a[order.i], y = b[order.i];
        const c = isNumber(x) && isNumber(y) ? Number(x) - Number(y) : cellText(x).localeCompare(cellText(y));
        return order.desc ? -c : c;
      });
    }
    const pages = Math.max(1, Math.ceil(shown.length / size));
    page = Math.min(page, pages - 1);
    const head = el("tr", {}, columns.map((c, i) => el("th", {
      onclick: () => { order = order && order.i === i ? { i, desc: !order.desc } : { i, desc: false }; draw(); },
    }, c + (order && order.i === i ? (order.desc ? " ▼" : " ▲") : ""))));
    const body = shown.slice(page * size, page * size + size).map((r) => el("tr", {},
      r.map((v) => el("td", { class: isNumber(v) ? "num" : "" }, cellText(v)))));
    wrap.append(el("div", { class: "table-wrap" }, el("table", {}, el("thead", {}, head), el("tbody", {}, body))));
    const pager = el("div", { class: "pager" },
      `${rows.length} ${t("rows")}${truncated ? ` (${t("truncated")})` : ""}`);
    if (pages > 1) {
      pager.append(
        el("button", { type: "button", onclick: () => { page -= 1; draw(); }, ...(page === 0 ? { disabled: "" } : {}) }, t("prev")),
        `${page + 1} / ${pages}`,
        el("button", { type: "button", onclick: () => { page += 1; draw(); }, ...(page >= pages - 1 ? { disabled: "" } : {}) }, t("next")));
    }
    wrap.append(pager);
  };
  draw();
  return wrap;
}

function chart(rec) {
  const c = rec.chart;
  if (!c) return null;
  if (c.kind === "number") {
    const v = c.series && c.series[0] ? c.series[0].values[0] : null;
    return el("div", { class: "number", "data-chart": "number" }, v === null ? "—" : Number(v).toLocaleString());
  }
  if (!c.echarts || typeof echarts === "undefined") return null;
  const div = el("div", { class: "chart", "data-chart": c.kind });
  requestAnimationFrame(() => {
    const ch = echarts.init(div);
    ch.setOption(c.echarts);
    window.addEventListener("resize", () => ch.resize());
  });
  return div;
}

function feedback(rec) {
  const box = el("div", { class: "feedback" });
  const status = el("span", { class: "note" });
  const send = async (body) => {
    try {
      const resp = await api("/api/feedback", { method: "POST", body: JSON.stringify(Object.assign({ run_id: rec.run_id }, body)) });
      await resp.json();
      status.textContent = t("thanks");
      clearError();
    } catch (e) { status.textContent = e.message; showError(e.message); }
  };
  const extra = el("div", { style: "width:100%" });
  box.append(
    el("button", { type: "button", onclick: () => send({ verdict: "up" }) }, t("up")),
    el("button", { type: "button", onclick: () => {
      extra.innerHTML = "";
      const reason = el("input", { placeholder: t("reason") });
      extra.append(reason, el("button", { type: "button", onclick: () => send({ verdict: "down", reason: reason.value || undefined }) }, t("sendFeedback")));
    } }, t("down")),
    el("button", { type: "button", onclick: () => {
      extra.innerHTML = "";
      const sql = el("textarea", { rows: "6", class: "edit-sql" });
      sql.value = rec.sql || "";
      extra.append(sql, el("button", { type: "button", class: "run-save", onclick: () => send({ verdict: "correction", sql: sql.value }) }, t("runSave")));
    } }, t("edit")),
    status, extra);
  return box;
}

function renderRecord(card, rec) {
  card.dataset.status = rec.status;
  card.dataset.runId = rec.run_id || "";
  const cls = rec.status === "failed" ? "answer bad" : rec.status === "abstained" ? "answer warn" : "answer";
  if (rec.status === "clarification" && rec.clarification) {
    card.append(el("p", { class: "answer" }, rec.clarification.question));
    card.append(el("div", { class: "options" }, rec.clarification.options.map((o, i) =>
      el("button", { type: "button", class: "option", onclick: () => resume(rec.thread_id, String(i + 1), o) }, o))));
    return;
  }
  card.append(el("p", { class: cls }, rec.answer || ""));
  const c = chart(rec);
  if (c) card.append(c);
  if (rec.columns && rec.columns.length) card.append(table(rec.columns, rec.rows || [], rec.truncated));
  if (rec.truncation) card.append(el("p", { class: "note" }, rec.truncation));
  if (rec.sql) {
    const pre = el("pre", { class: "sql" });
    pre.innerHTML = highlight(rec.sql);
    const copy = el("button", { type: "button", class: "link", onclick: async () => {
      try { await navigator.clipboard.writeText(rec.sql); copy.textContent = t("copied"); } catch (_) { /* no clipboard */ }
    } }, t("copy"));
    card.append(el("details", { class: "sql-box" }, el("summary", {}, t("sql"), " ", copy), pre));
  }
  const meta = [];
  if (typeof rec.confidence === "number" && rec.status !== "chitchat") meta.push(`${t("confidence")} ${rec.confidence.toFixed(2)}`);
  if (rec.source) meta.push(`${t("from")} ${rec.source}${rec.case_id ? ` (${rec.case_id})` : ""}`);
  meta.push(`${t("calls")} ${rec.llm_calls || 0}`, `${t("tokens")} ${rec.tokens || 0}`);
  card.append(el("div", { class: "meta" }, meta.join(" · ")));
  if (rec.run_id && (rec.status === "answered" || rec.status === "abstained")) card.append(feedback(rec));
  if (rec.trace && rec.trace.length) {
    card.append(el("details", { class: "trace" }, el("summary", {}, t("trace")),
      el("ul", {}, rec.trace.map((e) => el("li", {}, `${e.node} · ${e.duration_ms} ms — ${e.detail}`)))));
  }
}

async function showSchema() {
  const panel = $("#schema-panel");
  const body = $("#schema-body");
  panel.hidden = false;
  body.textContent = t("loading");
  try {
    const q = new URLSearchParams({ level: "detailed" });
    if (state.source) q.set("source", state.source);
    const resp = await api(`/api/schema?${q}`);
    const s = await resp.json();
    body.innerHTML = "";
    for (const tb of s.tables || []) {
      body.append(el("div", { class: "table-name" }, tb.name, tb.comment ? el("small", {}, ` — ${tb.comment}`) : null));
      for (const c of tb.columns || []) {
        const samples = (c.samples || []).slice(0, 3).map(cellText).join(", ");
        body.append(el("div", { class: "col" }, `${c.name} `, el("small", {}, c.type),
          c.comment ? el("small", {}, ` — ${c.comment}`) : null,
          samples ? el("small", {}, ` · ${samples}`) : null));
      }
    }
  } catch (e) { body.textContent = e.message; showError(e.message); }
}

function init() {
  applyLanguage();
  $("#lang").addEventListener("click", () => {
    state.lang = state.lang === "zh" ? "en" : "zh";
    localStorage.setItem("chatdb.lang", state.lang);
    applyLanguage();
  });
  $("#token-btn").addEventListener("click", askToken);
  $("#new-thread").addEventListener("click", newThread);
  $("#menu").addEventListener("click", () => $("#sidebar").classList.toggle("open"));
  $("#close-sidebar").addEventListener("click", () => $("#sidebar").classList.remove("open"));
  $("#show-schema").addEventListener("click", showSchema);
  $("#close-schema").addEventListener("click", () => { $("#schema-panel").hidden = true; });
  $("#source").addEventListener("change", (e) => {
    state.source = e.target.value;
    localStorage.setItem("chatdb.source", state.source);
    newThread();
  });
  const input = $("#question");
  input.addEventListener("keydown", (e) => {
    if (e.key === "Enter" && !e.shiftKey && !e.isComposing) {
      e.preventDefault();
      $("#composer").requestSubmit();
    }
  });
  $("#composer").addEventListener("submit", (e) => {
    e.preventDefault();
    const q = input.value.trim();
    if (!q || state.busy) return;
    input.value = "";
    ask(q);
  });
  window.addEventListener("error", (e) => showError(e.message));
  window.addEventListener("unhandledrejection", (e) => showError(String(e.reason && e.reason.message || e.reason)));
  loadSources();
  newThread();
}

init();
