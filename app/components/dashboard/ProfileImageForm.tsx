import { Camera } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '#domain/account.ts';
import { FormAlert } from '#app/components/account/FormAlert.tsx';
import { api, ApiError } from '#app/lib/api/client.ts';
import { dashboardStrings } from '#app/strings/dashboard.ts';
import { Button, buttonClassName } from '#app/components/ui/Button.tsx';

const copy = dashboardStrings.profile;
const UPLOAD_PATH = '/dashboard/profile/upload-image';

type Status = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/** Checks made before any upload; the server checks the content again (type and size are our own limits: the API documents none). */
function imageProblem(file: File | null | undefined): string | null {
  if (!file) return copy.imageRequired;
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return copy.imageWrongType;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return copy.imageTooLarge;
  return null;
}

async function upload(file: File): Promise<string> {
  const body = new FormData();
  body.append('profile_image', file);
  try {
    const answer = await api.post<{ message?: string }>(UPLOAD_PATH, body);
    return answer.message ?? copy.uploaded;
  } catch (error) {
    // The server's own words for a refused file (too large, not an image); "Failed to upload profile image" otherwise.
    const refused = error instanceof ApiError && (error.status === 413 || error.status === 422);
    throw new Error(refused ? error.message : copy.uploadFailed);
  }
}

/**
 * The profile photo: the current one, a preview of the chosen file, and its upload as multipart
 * `profile_image` (JPEG, PNG or WebP up to 5 MB, checked here first), then the page reloads its data.
 */
export function ProfileImageForm({ image, name }: { image: string | null; name: string }) {
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function choose(chosen: File | null) {
    const problem = chosen ? imageProblem(chosen) : null;
    setStatus(problem ? { kind: 'failed', message: problem } : { kind: 'idle' });
    setFile(problem ? null : chosen);
    setPreview(!problem && chosen ? URL.createObjectURL(chosen) : null);
    if (problem && inputRef.current) inputRef.current.value = '';
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = imageProblem(file);
    if (problem || !file) return setStatus({ kind: 'failed', message: problem ?? copy.imageRequired });
    setStatus({ kind: 'uploading' });
    try {
      const message = await upload(file);
      await revalidator.revalidate();
      setStatus({ kind: 'done', message });
      setFile(null);
      setPreview(null);
      if (inputRef.current) inputRef.current.value = '';
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof Error ? error.message : copy.uploadFailed });
    }
  }

  const shown = preview ?? image;
  return (
    <section aria-labelledby="profile-image-heading" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="profile-image-heading" className="mb-4 text-lg font-semibold text-slate-900">
        {copy.imageHeading}
      </h2>
      <form onSubmit={submit} className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {shown ? (
          <img
            src={shown}
            alt={preview ? copy.imagePreviewAlt : copy.imageAlt}
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-full border border-slate-200 object-cover"
          />
        ) : (
          <span
            role="img"
            aria-label={copy.noImage}
            className="grid size-24 shrink-0 place-items-center rounded-full bg-brand-700 text-3xl font-semibold text-white"
          >
            {(name.trim()[0] ?? '?').toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1 space-y-3">
          <div>
            <label className={buttonClassName({ variant: 'secondary', className: 'h-11 cursor-pointer focus-within:ring-2 focus-within:ring-brand-600' })}>
              <Camera aria-hidden="true" className="size-4" />
              {copy.chooseImage}
              <input
                ref={inputRef}
                type="file"
                name="profile_image"
                accept={PROFILE_IMAGE_TYPES.join(',')}
                aria-describedby={hintId}
                onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
                className="sr-only"
              />
            </label>
            {file ? <span className="ml-3 break-all text-sm text-slate-700">{file.name}</span> : null}
            <p id={hintId} className="mt-1.5 text-sm text-slate-600">
              {copy.imageHint}
            </p>
          </div>
          <FormAlert kind={status.kind === 'done' ? 'notice' : 'error'} message={status.kind === 'done' || status.kind === 'failed' ? status.message : null} />
          {/* Always there, so the form can be sent from the keyboard (WCAG 3.2.2); without a chosen
              file it says what is missing instead of uploading. */}
          <Button type="submit" loading={status.kind === 'uploading'} className="h-11">
            {status.kind === 'uploading' ? copy.uploading : copy.upload}
          </Button>
        </div>
      </form>
    </section>
  );
}
