import type { Draft } from './common.ts';
import { lcFirst, paragraphs, pick, specRows, warrantyRows } from './common.ts';

interface RouterIn {
  brand: string;
  model: string;
  standard: string;
  speed: string;
  bands: string;
  ports: string;
  antennas: string;
  coverage: string;
  features: string;
  price: number;
  mesh?: boolean;
  colour?: string;
  warranty?: string;
  popularity?: number;
}

function router(o: RouterIn): Draft {
  const warranty = o.warranty ?? '1 year official warranty';
  const label = o.mesh ? 'Mesh Wi-Fi System' : `${o.standard.split(' ')[0] === 'Wi-Fi' ? o.standard.split(' (')[0] : o.standard} Router`;
  return {
    name: `${o.brand} ${o.model} ${o.speed} ${label}`,
    category: 'Router',
    brand: o.brand,
    art: 'router',
    retailPrice: o.price,
    shortDescription: `${o.bands} ${o.standard} ${o.mesh ? 'mesh system' : 'router'} with speeds up to ${o.speed}, ${lcFirst(o.antennas)} and coverage for ${o.coverage}.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} is a ${lcFirst(o.bands)} ${o.standard} ${o.mesh ? 'mesh system' : 'router'} with combined speeds up to ${o.speed}. ${pick(['It comfortably handles a 50–100 Mbps broadband line shared by a whole family.', 'It works with every Bangladeshi ISP, including PPPoE connections from Link3, Amber IT and Carnival.', 'It is a popular upgrade for flats where the old router cannot reach the far bedroom.'], o.model)}`,
      `It has ${lcFirst(o.antennas)} covering roughly ${o.coverage}, ${o.ports}, and ${o.features}.`,
      `Setup takes a few minutes with the mobile app. Warranty: ${warranty}.`,
    ),
    specs: specRows([
      ['Wireless', 'Standard', o.standard],
      ['Wireless', 'Speed', o.speed],
      ['Wireless', 'Frequency Bands', o.bands],
      ['Wireless', 'Antennas', o.antennas],
      ['Wireless', 'Coverage', o.coverage],
      ['Ports', 'Ports', o.ports],
      ['Features', 'Features', o.features],
      ['Physical', 'Colour', o.colour ?? 'Black'],
      ...warrantyRows(warranty),
    ]),
    color: o.colour ?? 'Black',
    popularity: o.popularity,
  };
}

interface SwitchIn {
  brand: string;
  model: string;
  ports: number;
  speed: 'Fast Ethernet' | 'Gigabit' | '2.5G Multi-Gigabit';
  managed: 'Unmanaged' | 'Easy Smart' | 'Managed L2+' | 'Managed L3';
  uplinks?: string;
  poe?: string;
  enclosure: string;
  price: number;
  warranty?: string;
}

function networkSwitch(o: SwitchIn): Draft {
  const warranty = o.warranty ?? '1 year official warranty';
  const rate = o.speed === 'Fast Ethernet' ? '10/100Mbps' : o.speed === 'Gigabit' ? '10/100/1000Mbps' : '2.5Gbps';
  return {
    name: `${o.brand} ${o.model} ${o.ports}-Port ${o.speed}${o.poe ? ' PoE' : ''} ${o.managed === 'Unmanaged' ? 'Desktop' : o.managed} Switch`,
    category: 'Switch',
    brand: o.brand,
    art: 'router',
    retailPrice: o.price,
    shortDescription: `${o.ports}-port ${rate} ${o.managed.toLowerCase()} switch${o.poe ? ` with ${o.poe}` : ''} in a ${o.enclosure.toLowerCase()}.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} provides ${o.ports} ${rate} ports${o.uplinks ? ` plus ${o.uplinks}` : ''}${o.poe ? ` and ${o.poe}` : ''}. ${o.managed === 'Unmanaged' ? 'It is plug-and-play: connect it and every port just works.' : 'VLANs, QoS and link aggregation let you segment office, CCTV and guest traffic.'}`,
      `${o.managed === 'Unmanaged' ? 'It suits homes, small offices and cyber cafés that need more wired ports.' : 'It suits SMEs, schools and ISPs building out structured cabling.'} The ${o.enclosure.toLowerCase()} ${/Rack/.test(o.enclosure) ? 'fits a standard 19-inch rack' : 'sits on a desk or mounts on a wall'}.`,
    ),
    specs: specRows([
      ['Ports', 'Ports', `${o.ports}x ${rate} RJ45`],
      o.uplinks !== undefined && ['Ports', 'Uplinks', o.uplinks],
      ['Features', 'Management', o.managed],
      o.poe !== undefined && ['Features', 'PoE', o.poe],
      ['Physical', 'Enclosure', o.enclosure],
      ...warrantyRows(warranty),
    ]),
  };
}

interface AdapterIn {
  brand: string;
  model: string;
  label: string;
  standard: string;
  speed: string;
  iface: string;
  antenna: string;
  price: number;
  warranty?: string;
}

function adapter(o: AdapterIn): Draft {
  const warranty = o.warranty ?? '1 year official warranty';
  return {
    name: `${o.brand} ${o.model} ${o.label}`,
    category: 'Network Adapter',
    brand: o.brand,
    art: /USB/.test(o.iface) ? 'pendrive' : 'router',
    retailPrice: o.price,
    shortDescription: `${o.standard} ${o.iface} adapter with speeds up to ${o.speed}.`,
    description: paragraphs(
      `The ${o.brand} ${o.model} adds ${o.standard} networking at up to ${o.speed} through ${o.iface}. ${/USB/.test(o.iface) ? 'It is the quickest fix for a desktop without Wi-Fi or a laptop with a failed wireless card.' : 'Install it in a free slot to give a desktop fast, stable wireless with lower latency than USB adapters.'}`,
      `Antenna: ${o.antenna}. Drivers support Windows 10/11 and most Linux distributions. Warranty: ${warranty}.`,
    ),
    specs: specRows([
      ['Wireless', 'Standard', o.standard],
      ['Wireless', 'Speed', o.speed],
      ['Wireless', 'Antenna', o.antenna],
      ['Ports', 'Interface', o.iface],
      ...warrantyRows(warranty),
    ]),
  };
}

const AX = 'Wi-Fi 6 (802.11ax)';
const AC = 'Wi-Fi 5 (802.11ac)';
const N = 'Wi-Fi 4 (802.11n)';

export function networkingDrafts(): Draft[] {
  return [
    router({
      brand: 'TP-Link',
      model: 'TL-WR840N',
      standard: N,
      speed: '300Mbps',
      bands: 'Single band 2.4GHz',
      ports: '1x 10/100 WAN, 4x 10/100 LAN',
      antennas: '2x fixed 5dBi antennas',
      coverage: '1–2 rooms',
      features: 'parental controls, guest network, IPv6',
      price: 1650,
      popularity: 1,
    }),
    router({
      brand: 'TP-Link',
      model: 'Archer C54',
      standard: AC,
      speed: 'AC1200',
      bands: 'Dual band',
      ports: '1x 10/100 WAN, 4x 10/100 LAN',
      antennas: '4x fixed antennas',
      coverage: 'a 2-bedroom flat',
      features: 'MU-MIMO, beamforming, access point mode',
      price: 2350,
    }),
    router({
      brand: 'TP-Link',
      model: 'Archer C6',
      standard: AC,
      speed: 'AC1200',
      bands: 'Dual band',
      ports: '1x Gigabit WAN, 4x Gigabit LAN',
      antennas: '4x external + 1x internal antennas',
      coverage: 'a 3-bedroom flat',
      features: 'MU-MIMO, beamforming, OneMesh',
      price: 3500,
      popularity: 0.9,
    }),
    router({
      brand: 'TP-Link',
      model: 'Archer AX23',
      standard: AX,
      speed: 'AX1800',
      bands: 'Dual band',
      ports: '1x Gigabit WAN, 4x Gigabit LAN',
      antennas: '4x high-performance antennas',
      coverage: 'a 3-bedroom flat',
      features: 'OFDMA, WPA3, EasyMesh',
      price: 6200,
    }),
    router({
      brand: 'TP-Link',
      model: 'Archer AX55',
      standard: AX,
      speed: 'AX3000',
      bands: 'Dual band',
      ports: '1x Gigabit WAN, 4x Gigabit LAN, 1x USB 3.0',
      antennas: '4x high-gain antennas',
      coverage: 'a duplex or large flat',
      features: 'HomeShield security, OFDMA, WPA3',
      price: 8900,
    }),
    router({
      brand: 'TP-Link',
      model: 'Deco M4 (2-Pack)',
      standard: AC,
      speed: 'AC1200',
      bands: 'Dual band',
      ports: '2x Gigabit ports per unit',
      antennas: 'Internal antennas',
      coverage: 'up to 2,800 sq ft',
      features: 'seamless roaming, adaptive routing, parental controls',
      price: 9500,
      mesh: true,
      colour: 'White',
    }),
    router({
      brand: 'Tenda',
      model: 'F3',
      standard: N,
      speed: 'N300',
      bands: 'Single band 2.4GHz',
      ports: '1x 10/100 WAN, 3x 10/100 LAN',
      antennas: '3x 5dBi antennas',
      coverage: '1–2 rooms',
      features: 'Beamforming+, WISP and repeater modes',
      price: 1550,
      colour: 'White',
    }),
    router({
      brand: 'Tenda',
      model: 'AC10',
      standard: AC,
      speed: 'AC1200',
      bands: 'Dual band',
      ports: '1x Gigabit WAN, 3x Gigabit LAN',
      antennas: '4x 6dBi antennas',
      coverage: 'a 2-bedroom flat',
      features: 'MU-MIMO, smart power saving',
      price: 2950,
    }),
    router({
      brand: 'Tenda',
      model: 'RX3',
      standard: AX,
      speed: 'AX1800',
      bands: 'Dual band',
      ports: '1x Gigabit WAN, 3x Gigabit LAN',
      antennas: '4x 6dBi antennas',
      coverage: 'a 3-bedroom flat',
      features: 'OFDMA, WPA3, EasyMesh',
      price: 3900,
    }),
    router({
      brand: 'Xiaomi',
      model: 'Router AX3000T',
      standard: AX,
      speed: 'AX3000',
      bands: 'Dual band',
      ports: '1x Gigabit WAN, 3x Gigabit LAN',
      antennas: '4x external antennas',
      coverage: 'a duplex or large flat',
      features: 'Mesh networking, NFC connect, WPA3',
      price: 5200,
      colour: 'White',
    }),
    router({
      brand: 'Mercusys',
      model: 'MR30G',
      standard: AC,
      speed: 'AC1200',
      bands: 'Dual band',
      ports: '1x Gigabit WAN, 2x Gigabit LAN',
      antennas: '4x 5dBi antennas',
      coverage: 'a 2-bedroom flat',
      features: 'MU-MIMO, IPTV, access point mode',
      price: 2400,
    }),
    router({
      brand: 'ASUS',
      model: 'RT-AX1800S',
      standard: AX,
      speed: 'AX1800',
      bands: 'Dual band',
      ports: '1x Gigabit WAN, 4x Gigabit LAN',
      antennas: '4x external antennas',
      coverage: 'a 3-bedroom flat',
      features: 'AiProtection, parental controls, AiMesh',
      price: 8500,
      warranty: '2 years',
    }),
    router({
      brand: 'D-Link',
      model: 'DIR-825',
      standard: AC,
      speed: 'AC1200',
      bands: 'Dual band',
      ports: '1x Gigabit WAN, 4x Gigabit LAN',
      antennas: '4x external antennas',
      coverage: 'a 2-bedroom flat',
      features: 'IPv6, guest zones, QoS',
      price: 3900,
    }),

    networkSwitch({
      brand: 'TP-Link',
      model: 'TL-SF1008D',
      ports: 8,
      speed: 'Fast Ethernet',
      managed: 'Unmanaged',
      enclosure: 'Plastic desktop case',
      price: 1050,
    }),
    networkSwitch({ brand: 'TP-Link', model: 'TL-SG1008D', ports: 8, speed: 'Gigabit', managed: 'Unmanaged', enclosure: 'Plastic desktop case', price: 2300 }),
    networkSwitch({
      brand: 'TP-Link',
      model: 'TL-SG1016D',
      ports: 16,
      speed: 'Gigabit',
      managed: 'Unmanaged',
      enclosure: '13-inch rackmount steel case',
      price: 6500,
    }),
    networkSwitch({
      brand: 'TP-Link',
      model: 'TL-SG1210P',
      ports: 8,
      speed: 'Gigabit',
      managed: 'Unmanaged',
      uplinks: '1x Gigabit RJ45, 1x SFP',
      poe: '8x PoE+ ports, 63W budget',
      enclosure: 'Steel desktop case',
      price: 7800,
    }),
    networkSwitch({
      brand: 'TP-Link',
      model: 'TL-SG3428',
      ports: 24,
      speed: 'Gigabit',
      managed: 'Managed L2+',
      uplinks: '4x Gigabit SFP',
      enclosure: '19-inch rackmount steel case',
      price: 28000,
      warranty: 'Limited lifetime warranty',
    }),
    networkSwitch({ brand: 'Tenda', model: 'TEG1016D', ports: 16, speed: 'Gigabit', managed: 'Unmanaged', enclosure: 'Steel desktop case', price: 5200 }),
    networkSwitch({
      brand: 'D-Link',
      model: 'DES-1008C',
      ports: 8,
      speed: 'Fast Ethernet',
      managed: 'Unmanaged',
      enclosure: 'Plastic desktop case',
      price: 950,
    }),
    networkSwitch({
      brand: 'D-Link',
      model: 'DGS-1024C',
      ports: 24,
      speed: 'Gigabit',
      managed: 'Unmanaged',
      enclosure: '19-inch rackmount steel case',
      price: 9500,
    }),
    networkSwitch({
      brand: 'Netgear',
      model: 'GS308',
      ports: 8,
      speed: 'Gigabit',
      managed: 'Unmanaged',
      enclosure: 'Metal desktop case',
      price: 2900,
      warranty: '3 years',
    }),
    networkSwitch({
      brand: 'Cisco',
      model: 'CBS350-24T-4G',
      ports: 24,
      speed: 'Gigabit',
      managed: 'Managed L3',
      uplinks: '4x Gigabit SFP',
      enclosure: '19-inch rackmount steel case',
      price: 0,
      warranty: 'Limited lifetime warranty',
    }),

    adapter({
      brand: 'TP-Link',
      model: 'TL-WN725N',
      label: 'N150 Wireless Nano USB Adapter',
      standard: N,
      speed: '150Mbps',
      iface: 'USB 2.0',
      antenna: 'Internal',
      price: 650,
    }),
    adapter({
      brand: 'TP-Link',
      model: 'Archer T2U Nano',
      label: 'AC600 Nano Wireless USB Adapter',
      standard: AC,
      speed: '433Mbps (5GHz) + 150Mbps (2.4GHz)',
      iface: 'USB 2.0',
      antenna: 'Internal',
      price: 1200,
    }),
    adapter({
      brand: 'TP-Link',
      model: 'Archer TX20E',
      label: 'AX1800 Wi-Fi 6 Bluetooth 5.2 PCIe Adapter',
      standard: AX,
      speed: '1201Mbps (5GHz) + 574Mbps (2.4GHz)',
      iface: 'PCIe x1',
      antenna: '2x external high-gain antennas',
      price: 4200,
    }),
    adapter({
      brand: 'TP-Link',
      model: 'UE300',
      label: 'USB 3.0 to Gigabit Ethernet Adapter',
      standard: 'Gigabit Ethernet',
      speed: '1000Mbps',
      iface: 'USB 3.0',
      antenna: 'None (wired)',
      price: 1450,
    }),
    adapter({
      brand: 'Tenda',
      model: 'U9',
      label: 'AC650 Wireless USB Adapter',
      standard: AC,
      speed: '433Mbps (5GHz) + 200Mbps (2.4GHz)',
      iface: 'USB 2.0',
      antenna: 'Internal',
      price: 1250,
    }),
    adapter({
      brand: 'ASUS',
      model: 'PCE-AXE5400',
      label: 'Wi-Fi 6E PCIe Adapter',
      standard: 'Wi-Fi 6E (802.11ax, 6GHz)',
      speed: 'AXE5400',
      iface: 'PCIe x1',
      antenna: 'Magnetic antenna base with 2 antennas',
      price: 7500,
      warranty: '2 years',
    }),
    adapter({
      brand: 'Mercusys',
      model: 'MW300UM',
      label: 'N300 Wireless Mini USB Adapter',
      standard: N,
      speed: '300Mbps',
      iface: 'USB 2.0',
      antenna: 'Internal',
      price: 600,
    }),
  ];
}
