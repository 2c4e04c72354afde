import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#app/components/ui/Dialog.tsx';
import { Field, Input, Select } from '#app/components/ui/Field.tsx';
import type { OrderActionResult } from '#app/lib/admin/orders.server.ts';
import { COURIER_LABELS, type CourierName } from '#domain/couriers.ts';
import { formatTaka } from '#domain/money.ts';
import { ORDER_DESK_LIMITS as L } from '#domain/order-flow.ts';

interface Place {
  id: number;
  name: string;
}

/** Pathao's cities and zones for the order, with the ones its delivery address gives. */
export interface PathaoPlaces {
  cities: Place[];
  city_id: number | null;
  zones: Place[];
  zone_id: number | null;
  charge: number | null;
}

const MANUAL = 'manual';

/** A city's zones, asked of the desk's API when staff pick another city. */
function useZones(orderNumber: string, initial: PathaoPlaces | null) {
  const [places, setPlaces] = useState(initial);
  const [failed, setFailed] = useState(false);
  async function pickCity(cityId: string) {
    setFailed(false);
    const response = await fetch(`/api/admin/orders/${orderNumber}/courier/pathao-places?city_id=${encodeURIComponent(cityId)}`, {
      headers: { accept: 'application/json' },
    }).catch(() => null);
    if (!response?.ok) {
      setFailed(true);
      return;
    }
    setPlaces(((await response.json()) as { data: PathaoPlaces }).data);
  }
  return { places, failed, pickCity };
}

/**
 * "Hand to courier": book the parcel with a courier the shop has set up (its API books it for the
 * cash due and names the tracking code), or type another courier's name and tracking number.
 */
export function CourierHandover({
  open,
  onClose,
  onDone,
  order,
  pathao,
}: {
  open: boolean;
  onClose: () => void;
  onDone: (notice: string) => void;
  order: { order_number: string; status: string; amount_due: number; couriers: CourierName[] };
  pathao: PathaoPlaces | null;
}) {
  const fetcher = useFetcher<OrderActionResult>();
  const [via, setVia] = useState<string>(order.couriers[0] ?? MANUAL);
  const zones = useZones(order.order_number, pathao);
  const result = fetcher.data;
  useEffect(() => {
    if (result?.ok) onDone(result.notice);
  }, [result, onDone]);
  const errors = result && !result.ok ? result.errors : {};
  const manual = via === MANUAL;
  const places = zones.places;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent layout="modal" className="sm:max-w-md">
        <DialogTitle className="text-lg font-semibold text-slate-900">Hand to courier</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-700">
          {manual
            ? 'The customer is texted the courier and tracking number.'
            : `${COURIER_LABELS[via as CourierName]} books the parcel to collect ${formatTaka(order.amount_due)}; the customer is texted its tracking code.`}
        </DialogDescription>
        <fetcher.Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value={manual ? 'step' : 'courier'} />
          <input type="hidden" name="step" value="ship" />
          <input type="hidden" name="expected_status" value={order.status} />
          {order.couriers.length > 0 ? (
            <Field label="Courier" error={manual ? undefined : errors.courier}>
              {(control) => (
                <Select {...control} name={manual ? 'via' : 'courier'} value={via} onChange={(event) => setVia(event.target.value)} className="w-full">
                  {order.couriers.map((name) => (
                    <option key={name} value={name}>
                      {COURIER_LABELS[name]} (book through its API)
                    </option>
                  ))}
                  <option value={MANUAL}>Another courier (type its tracking number)</option>
                </Select>
              )}
            </Field>
          ) : null}
          {manual ? (
            <>
              <Field label={order.couriers.length > 0 ? 'Courier name' : 'Courier'} error={errors.courier}>
                {(control) => <Input {...control} name="courier" required maxLength={L.courier} className="w-full" />}
              </Field>
              <Field label="Tracking number" error={errors.tracking_number}>
                {(control) => <Input {...control} name="tracking_number" required maxLength={L.trackingNumber} className="w-full" />}
              </Field>
            </>
          ) : null}
          {via === 'pathao' ? (
            places ? (
              <>
                <Field label="Pathao city" error={errors.pathao_city_id} hint="From the delivery address’s district where Pathao lists it">
                  {(control) => (
                    <Select
                      {...control}
                      name="pathao_city_id"
                      required
                      defaultValue={places.city_id ?? ''}
                      onChange={(event) => void zones.pickCity(event.target.value)}
                      className="w-full"
                    >
                      <option value="">Choose a city</option>
                      {places.cities.map((city) => (
                        <option key={city.id} value={city.id}>
                          {city.name}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <Field
                  label="Pathao zone"
                  error={errors.pathao_zone_id}
                  hint={places.charge !== null ? `Pathao charges ${formatTaka(places.charge)} for this zone` : undefined}
                >
                  {(control) => (
                    <Select {...control} key={places.city_id ?? 'none'} name="pathao_zone_id" required defaultValue={places.zone_id ?? ''} className="w-full">
                      <option value="">Choose a zone</option>
                      {places.zones.map((zone) => (
                        <option key={zone.id} value={zone.id}>
                          {zone.name}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                {zones.failed ? <FormMessage message="Pathao did not answer with that city’s zones. Try again in a minute." /> : null}
              </>
            ) : (
              <FormMessage
                message="Pathao did not answer with its cities: the shop will look the city and zone up from the address when you book."
                tone="notice"
              />
            )
          ) : null}
          {result && !result.ok && Object.keys(result.errors).length === 0 ? <FormMessage message={result.message} /> : null}
          <div className="flex justify-end gap-2">
            <Button variant="neutral" onClick={onClose}>
              Back
            </Button>
            <Button type="submit" loading={fetcher.state !== 'idle'}>
              {manual ? 'Hand to courier' : `Book with ${COURIER_LABELS[via as CourierName]}`}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
