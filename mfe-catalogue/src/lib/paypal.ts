/*
 * The PayPal JS SDK with hosted buttons, loaded once per page with currency GBP (spec
 * section 7). The client id is public (it identifies our merchant account, it grants nothing)
 * and comes from the build environment; "sb" is PayPal's own sandbox id.
 */
interface HostedButtons {
  render: (container: HTMLElement) => Promise<void>;
}
interface PayPalNamespace {
  HostedButtons: (options: { hostedButtonId: string }) => HostedButtons;
}

const CLIENT_ID: string = import.meta.env.VITE_PAYPAL_CLIENT_ID ?? 'sb';

export function paypalScriptUrl(clientId = CLIENT_ID): string {
  const params = new URLSearchParams({ 'client-id': clientId, components: 'hosted-buttons', currency: 'GBP' });
  return `https://www.paypal.com/sdk/js?${params.toString()}`;
}

let loading: Promise<PayPalNamespace> | null = null;

export function loadPayPal(): Promise<PayPalNamespace> {
  const existing = (window as { paypal?: PayPalNamespace }).paypal;
  if (existing) return Promise.resolve(existing);
  if (loading) return loading;
  loading = new Promise<PayPalNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = paypalScriptUrl();
    script.async = true;
    script.dataset.namespace = 'paypal';
    script.onload = () => {
      const paypal = (window as { paypal?: PayPalNamespace }).paypal;
      if (paypal?.HostedButtons) resolve(paypal);
      else reject(new Error('PayPal SDK loaded without hosted buttons'));
    };
    script.onerror = () => reject(new Error('PayPal SDK failed to load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    // A later attempt (e.g. after coming back online) may try again.
    loading = null;
    document.querySelector(`script[src="${paypalScriptUrl()}"]`)?.remove();
    throw error;
  });
  return loading;
}
