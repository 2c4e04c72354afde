/** The public notification form's fields as the API takes them, read the same way in the browser and in the page's action. */
export function notificationFromForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return { type: text('type'), title: text('title'), message: text('message'), link: text('link') };
}
