// The payment simulator's stand-in for https://checkout.razorpay.com/v1/checkout.js: the same
// `new Razorpay(options).open()` contract, a window shaped like Razorpay's, and a server-signed result.
;(function () {
  'use strict'
  var rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })

  function el(tag, css, text) {
    var node = document.createElement(tag)
    if (css) node.style.cssText = css
    if (text !== undefined) node.textContent = text
    return node
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options)
    this.options = options || {}
    this.listeners = {}
  }

  Razorpay.prototype.on = function (event, callback) {
    ;(this.listeners[event] = this.listeners[event] || []).push(callback)
  }

  Razorpay.prototype.emit = function (event, payload) {
    ;(this.listeners[event] || []).forEach(function (cb) {
      cb(payload)
    })
  }

  Razorpay.prototype.close = function () {
    if (this.root) {
      this.root.remove()
      document.documentElement.style.overflow = this.pageOverflow
    }
    this.root = null
    document.removeEventListener('keydown', this.onKey)
  }

  Razorpay.prototype.open = function () {
    var o = this.options
    var color = (o.theme && o.theme.color) || '#4f46e5'
    var prefill = o.prefill || {}
    var amount = rupees.format((o.amount || 0) / 100)

    // As Razorpay's: the whole viewport, sticky header and all, with the page held still beneath.
    // A window taller than the screen (a phone held sideways) scrolls within the overlay; its auto
    // margins centre it only when it fits, so its top, with the close button, is never cut off.
    var root = el(
      'div',
      'position:fixed;inset:0;z-index:2147483000;background:rgba(15,23,42,.6);display:flex;overflow-y:auto;overscroll-behavior:contain;padding:16px;font-family:system-ui,sans-serif',
    )
    var box = el(
      'div',
      'margin:auto;background:#fff;border-radius:12px;width:100%;max-width:380px;overflow:hidden;box-shadow:0 20px 50px rgba(0,0,0,.35)',
    )
    box.setAttribute('role', 'dialog')
    box.setAttribute('aria-modal', 'true')
    box.setAttribute('aria-label', 'Razorpay Checkout')

    var head = el('div', 'background:' + color + ';color:#fff;padding:18px 20px;position:relative')
    head.appendChild(el('div', 'font-size:18px;font-weight:700', o.name || 'Checkout'))
    head.appendChild(el('div', 'font-size:13px;opacity:.85;margin-top:2px', o.description || ''))
    head.appendChild(el('div', 'font-size:22px;font-weight:700;margin-top:10px', amount))
    var badge = el(
      'span',
      'display:inline-block;margin-top:8px;background:rgba(255,255,255,.2);border-radius:4px;padding:2px 6px;font-size:11px;letter-spacing:.05em',
      'TEST MODE · PAYMENT SIMULATOR',
    )
    head.appendChild(badge)
    var close = el(
      'button',
      'position:absolute;top:10px;right:12px;background:none;border:0;color:#fff;font-size:24px;cursor:pointer;line-height:1',
      '×',
    )
    close.type = 'button'
    close.setAttribute('aria-label', 'Close payment window')
    head.appendChild(close)
    box.appendChild(head)

    var body = el('div', 'padding:18px 20px;color:#0f172a;font-size:14px')
    body.appendChild(el('div', 'color:#64748b;font-size:12px', 'Contact'))
    body.appendChild(
      el('div', 'margin-bottom:8px', (prefill.contact || '') + ' · ' + (prefill.email || '')),
    )
    // Razorpay's config.display: the blocks named in its sequence come before the usual methods.
    var display = (o.config && o.config.display) || {}
    ;(display.sequence || []).forEach(function (ref) {
      var block = (display.blocks || {})[String(ref).replace(/^block\./, '')]
      if (!block) return
      body.appendChild(el('div', 'color:#64748b;font-size:12px', block.name || 'Payment method'))
      var upi = (block.instruments || []).some(function (i) {
        return i.method === 'upi'
      })
      body.appendChild(
        el(
          'div',
          'border:1px solid #cbd5e1;border-radius:8px;padding:10px;margin:4px 0 12px;font-family:monospace',
          upi ? 'success@razorpay' : '',
        ),
      )
    })
    body.appendChild(el('div', 'color:#64748b;font-size:12px', 'Card'))
    body.appendChild(
      el(
        'div',
        'border:1px solid #cbd5e1;border-radius:8px;padding:10px;margin:4px 0 12px;font-family:monospace',
        '4111 1111 1111 1111   12/30   123',
      ),
    )
    var status = el('p', 'min-height:20px;margin:0 0 10px;color:#b91c1c')
    status.setAttribute('role', 'alert')
    body.appendChild(status)
    var pay = el(
      'button',
      'width:100%;background:' +
        color +
        ';color:#fff;border:0;border-radius:8px;padding:12px;font-size:15px;font-weight:600;cursor:pointer',
      'Pay ' + amount,
    )
    pay.type = 'button'
    var fail = el(
      'button',
      'width:100%;margin-top:8px;background:#fff;color:#b91c1c;border:1px solid #fecaca;border-radius:8px;padding:10px;font-size:14px;cursor:pointer',
      'Simulate failed payment',
    )
    fail.type = 'button'
    body.appendChild(pay)
    body.appendChild(fail)
    box.appendChild(body)
    root.appendChild(box)

    const dismiss = () => {
      this.close()
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss()
    }

    const submit = (outcome) => {
      pay.disabled = fail.disabled = true
      status.textContent = ''
      pay.textContent = 'Processing...'
      fetch('/api/payments/simulator/pay', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ razorpayOrderId: o.order_id, outcome: outcome }),
      })
        .then(function (res) {
          return res.json().then(function (data) {
            return { ok: res.ok, data: data }
          })
        })
        .then((result) => {
          if (result.ok) {
            this.close()
            if (typeof o.handler === 'function') o.handler(result.data)
            return
          }
          var error = result.data.error || { description: result.data.message || 'Payment failed' }
          status.textContent = error.description
          this.emit('payment.failed', { error: error })
        })
        .catch(function () {
          status.textContent = 'Could not reach the payment simulator.'
        })
        .finally(function () {
          pay.disabled = fail.disabled = false
          pay.textContent = 'Pay ' + amount
        })
    }

    close.addEventListener('click', dismiss)
    pay.addEventListener('click', function () {
      submit('success')
    })
    fail.addEventListener('click', function () {
      submit('failure')
    })
    this.onKey = function (event) {
      if (event.key === 'Escape') dismiss()
    }
    document.addEventListener('keydown', this.onKey)
    this.pageOverflow = document.documentElement.style.overflow
    document.documentElement.style.overflow = 'hidden'
    document.body.appendChild(root)
    this.root = root
    // Opened at its top, the amount first, as the page is read; the Pay button still has the focus.
    pay.focus({ preventScroll: true })
  }

  window.Razorpay = Razorpay
})()
