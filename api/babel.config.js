/* eslint-env node */
// Redwood's api Babel config (build, dev server, Jest, `rw exec`) extends this
// file. Its transform-runtime sends builtins through core-js-pure ponyfills
// (corejs 3 with proposals, whatever the Node); Node 24 has them all, and a
// search's planning spent most of its CPU in core-js's Set and Map. The
// ponyfill imports become the native members (web/config/nativeCoreJs.mjs:
// the list the browser build uses too; anything not on it keeps core-js).
const { nativeCoreJsBabelPlugin } = require('../web/config/nativeCoreJs.mjs')

module.exports = { plugins: [nativeCoreJsBabelPlugin] }
