import { CircleAlert, CircleCheck, ImageUp } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { PRODUCT_IMAGE_LIMITS, PRODUCT_IMAGE_TYPES } from '#domain/product-images.ts';
import { Button } from '#app/components/ui/Button.tsx';
import { imageUploadForm, sortChosenFiles, type UploadedProductImage, uploadProductImage } from './image-upload.ts';

type Status = 'waiting' | 'uploading' | 'done' | 'failed';

interface Item {
  key: string;
  name: string;
  /** An object URL of the chosen file, shown until the item is dismissed. */
  preview: string | null;
  status: Status;
  message?: string;
  /** A failure the server gave (or no answer): sending the same file again may work. */
  retryable?: boolean;
}

interface ImageUploaderProps {
  productId: number;
  /** Pictures of this variant rather than the product's own. */
  variantId?: number | null;
  /** Called after each file is stored, with the new pictures and the product's new version. */
  onUploaded: (images: UploadedProductImage[], version: number) => void;
  label?: string;
}

const MB = PRODUCT_IMAGE_LIMITS.bytes / 1024 / 1024;

/** A state change of one item, for `setItems`. */
const changed = (key: string, change: Partial<Item>) => (current: Item[]) => current.map((item) => (item.key === key ? { ...item, ...change } : item));

const STATUS_TEXT: Record<Status, string> = { waiting: 'Waiting…', uploading: 'Uploading…', done: 'Uploaded', failed: 'Not uploaded' };

/**
 * Staff add a product's pictures by dropping them here or choosing them with the button (the
 * keyboard's way in). Each file is sent on its own, one after another, so each shows its own
 * progress and the server's own message when it is refused; files the server would certainly
 * refuse (too large, not an image type) are refused at once without being sent.
 */
export function ImageUploader({ productId, variantId = null, onUploaded, label = 'Pictures' }: ImageUploaderProps) {
  const [items, setItems] = useState<Item[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const files = useRef(new Map<string, File>());
  const previews = useRef(new Set<string>());
  const counter = useRef(0);
  /** Set from the moment a send starts, before the re-render that shows it: no file goes twice. */
  const sending = useRef(false);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;
  const hintId = useId();

  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  // One upload at a time: the next waiting file starts when none is on its way.
  useEffect(() => {
    if (sending.current) return;
    const next = items.find((item) => item.status === 'waiting');
    const file = next && files.current.get(next.key);
    if (!next || !file) return;
    sending.current = true;
    setItems(changed(next.key, { status: 'uploading' }));
    void uploadProductImage(productId, imageUploadForm(file, file.name, variantId)).then((outcome) => {
      sending.current = false;
      if (outcome.ok) {
        files.current.delete(next.key);
        setItems(changed(next.key, { status: 'done', message: undefined }));
        onUploadedRef.current(outcome.images, outcome.version);
      } else setItems(changed(next.key, { status: 'failed', message: outcome.message, retryable: true }));
    });
  }, [items, productId, variantId]);

  function add(chosen: File[]) {
    const { accepted, refused } = sortChosenFiles(chosen);
    const itemOf = (file: File, status: Status, message?: string): Item => {
      counter.current += 1;
      const key = `${counter.current}`;
      const preview = status === 'waiting' ? URL.createObjectURL(file) : null;
      if (preview) previews.current.add(preview);
      if (status === 'waiting') files.current.set(key, file);
      return { key, name: file.name, preview, status, ...(message ? { message } : {}) };
    };
    const added = [...accepted.map((file) => itemOf(file, 'waiting')), ...refused.map(({ file, message }) => itemOf(file, 'failed', message))];
    setItems((current) => [...current, ...added]);
  }

  function dismiss(item: Item) {
    if (item.preview) {
      URL.revokeObjectURL(item.preview);
      previews.current.delete(item.preview);
    }
    files.current.delete(item.key);
    setItems((current) => current.filter((other) => other.key !== item.key));
  }

  function onDrop(event: DragEvent<HTMLFieldSetElement>) {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  }

  return (
    <div>
      {/* Dropping is a shortcut for the pointer; the button below is the way in for everyone else. */}
      <fieldset
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center ${dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white'}`}
      >
        <legend className="sr-only">{label}</legend>
        <ImageUp aria-hidden="true" className="size-8 text-slate-500" />
        <p id={hintId} className="text-sm text-slate-700">
          {`Drag ${label.toLowerCase()} here, or choose them. JPEG, PNG or WebP, up to ${MB} MB each.`}
        </p>
        <Button variant="secondary" onClick={() => input.current?.click()} aria-describedby={hintId}>
          {`Choose ${label.toLowerCase()}`}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={PRODUCT_IMAGE_TYPES.join(',')}
          // Reached through the button above; a second tab stop would only repeat it.
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
          onChange={(event) => {
            add([...(event.currentTarget.files ?? [])]);
            // The same file can then be chosen again after it failed.
            event.currentTarget.value = '';
          }}
        />
      </fieldset>
      {items.length > 0 ? (
        <ul aria-label={`${label}: uploads`} aria-live="polite" className="mt-4 space-y-2">
          {items.map((item) => (
            <li key={item.key} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-2">
              {item.preview ? (
                <img src={item.preview} alt="" className="size-14 shrink-0 rounded-md object-cover" />
              ) : (
                <span aria-hidden="true" className="size-14 shrink-0 rounded-md bg-slate-100" />
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{item.name}</p>
                {item.status === 'uploading' ? <progress aria-label={`Uploading ${item.name}`} className="mt-1 h-1.5 w-full accent-brand-600" /> : null}
                {item.status === 'failed' ? (
                  <p className="mt-1 flex items-start gap-1.5 text-sm font-medium text-rose-700">
                    <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    <span>{item.message ?? STATUS_TEXT.failed}</span>
                  </p>
                ) : (
                  <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
                    {item.status === 'done' ? <CircleCheck aria-hidden="true" className="size-4 text-emerald-700" /> : null}
                    {STATUS_TEXT[item.status]}
                  </p>
                )}
              </div>
              {item.status === 'failed' && item.retryable ? (
                <Button
                  variant="neutral"
                  size="sm"
                  onClick={() => setItems(changed(item.key, { status: 'waiting', message: undefined }))}
                  aria-label={`Try ${item.name} again`}
                >
                  Try again
                </Button>
              ) : null}
              {item.status === 'done' || item.status === 'failed' ? (
                <Button variant="quiet" size="sm" onClick={() => dismiss(item)} aria-label={`Dismiss ${item.name}`}>
                  Dismiss
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
