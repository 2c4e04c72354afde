import type { LoaderFunctionArgs } from 'react-router';

/**
 * What a helper of a loader or action needs of its arguments: the request, and React Router's
 * `url`, the page's own address (on an in-app navigation the request is the page's data request,
 * `/faqs.data?_routes=…`, while `url` is `/faqs`).
 */
export type PageRequest = Pick<LoaderFunctionArgs, 'request' | 'url'>;
