/** A valid delivery to a Dhaka city address, paid cash on delivery. */
export const deliveryDetails = {
  name: 'Rahima Khatun',
  phone: '01712345678',
  email: 'rahima@example.com',
  division: 'Dhaka',
  district: 'Dhaka',
  area: 'Banani',
  address: 'House 12, Road 5, Block C',
  payment_method: 'cod',
} as const;
