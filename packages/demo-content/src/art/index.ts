import { access, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { hornbillCloseup, orchidCloseup } from './closeups.ts';
import { FOOD, foodImage } from './food.ts';
import { experience, goodsFlatLay, logo, parkMap, ticketTile } from './home.ts';
import { canopyWalkPano, entrancePlaza, waterfallPool } from './panorama.ts';
import { PRODUCTS, productImage } from './products.ts';
import {
  cableCarScene,
  canopyWalk,
  entrance,
  falls,
  nightForest,
  riverValley,
  vista,
} from './scenes.ts';
import { createDoc, type Doc, render } from './svg.ts';

export interface DemoImage {
  name: string;
  width: number;
  height: number;
  svg(): string;
}

type Scene = (doc: Doc) => string[];

function scene(name: string, width: number, height: number, build: Scene): DemoImage {
  return {
    name,
    width,
    height,
    svg: () => {
      const doc = createDoc(width, height, name);
      return render(doc, build(doc));
    },
  };
}

const fixed = (name: string, width: number, height: number, svg: () => string): DemoImage => ({
  name,
  width,
  height,
  svg,
});

/** The video poster is the first frame of the demo video, so both come from this scene. */
export const videoScene = (doc: Doc, phase: number): string[] =>
  riverValley(doc, { time: 'golden', falls: true, kayaks: 1, phase });

const BANNER = [1080, 608] as const;
const PORTRAIT = [540, 720] as const;
const TICKET = [800, 600] as const;
/** Demo originals: large enough to be worth buying, drawn at twice the preview's width. */
const SCENERY_ORIGINAL = [2400, 1800] as const;

export const DEMO_IMAGES: readonly DemoImage[] = [
  scene('banner-rainforest', ...BANNER, (d) =>
    vista(d, { time: 'golden', peaks: [{ u: 0.3, h: 110, w: 0.07 }], frame: 'left', hornbills: 1 }),
  ),
  scene('banner-waterfall', ...BANNER, (d) => falls(d, {})),
  scene('banner-canopy-walk', ...BANNER, (d) => canopyWalk(d, {})),
  scene('banner-night-safari', ...BANNER, (d) =>
    nightForest(d, { tram: true, lanternPath: false }),
  ),
  scene('banner-river-kayak', ...BANNER, (d) => riverValley(d, { kayaks: 3 })),
  scene('banner-cable-car', ...BANNER, (d) => cableCarScene(d, {})),
  fixed('logo', 256, 256, logo),
  scene('scenic-cover', ...BANNER, (d) =>
    vista(d, { time: 'dawn', peaks: [{ u: 0.62, h: 120, w: 0.08 }], sunX: 0.4, frame: 'both' }),
  ),
  fixed('home-map', 1080, 1350, parkMap),
  scene('home-video-poster', ...BANNER, (d) => videoScene(d, 0)),
  scene('attraction-canopy', ...PORTRAIT, (d) => canopyWalk(d, {})),
  scene('attraction-waterfall', ...PORTRAIT, (d) => falls(d, {})),
  scene('attraction-orchid', ...PORTRAIT, (d) => orchidCloseup(d, 1)),
  scene('attraction-hornbill', ...PORTRAIT, hornbillCloseup),
  scene('attraction-river', ...PORTRAIT, (d) => riverValley(d, { kayaks: 2 })),
  scene('attraction-night', ...PORTRAIT, (d) => nightForest(d, {})),
  fixed('ticket-tile-day', 540, 540, () => ticketTile(false)),
  fixed('ticket-tile-night', 540, 540, () => ticketTile(true)),
  fixed('home-experience', 1080, 540, experience),
  fixed('home-goods', 1080, 540, goodsFlatLay),
  scene('ticket-day-pass', ...TICKET, (d) => entrance(d, {})),
  scene('ticket-canopy-walk', ...TICKET, (d) => canopyWalk(d, { time: 'day' })),
  scene('ticket-night-safari', ...TICKET, (d) => nightForest(d, { tram: true })),
  scene('ticket-family', ...TICKET, (d) => entrance(d, { family: true })),
  ...Object.entries(PRODUCTS).map(([name, spec]) =>
    fixed(name, 600, 600, () => productImage(name, spec)),
  ),
  ...Object.entries(FOOD).map(([name, build]) =>
    fixed(name, 600, 600, () => foodImage(name, build)),
  ),
  fixed('pano-entrance-plaza', 2048, 1024, entrancePlaza),
  fixed('pano-canopy-walk', 2048, 1024, canopyWalkPano),
  fixed('pano-waterfall-pool', 2048, 1024, waterfallPool),
];

/**
 * The photographs sold as scenery images. They are never written to the public uploads: each is
 * drawn once as a private original, and only its thumbnail and watermarked preview are published.
 */
export const SCENERY_ORIGINALS: readonly DemoImage[] = [
  scene('scenery-sunrise-peak', ...SCENERY_ORIGINAL, (d) =>
    vista(d, {
      time: 'dawn',
      peaks: [{ u: 0.5, h: 260, w: 0.09 }],
      sunX: 0.62,
      sunY: 0.36,
      mist: 1,
    }),
  ),
  scene('scenery-misty-valley', ...SCENERY_ORIGINAL, (d) =>
    vista(d, { time: 'day', mist: 1, hills: 4, frame: 'left', sunX: 0.8, sunY: 0.18 }),
  ),
  scene('scenery-twin-falls', ...SCENERY_ORIGINAL, (d) => falls(d, { twin: true })),
  scene('scenery-canopy-bridge', ...SCENERY_ORIGINAL, (d) => canopyWalk(d, { time: 'dawn' })),
  scene('scenery-river-bend', ...SCENERY_ORIGINAL, (d) =>
    riverValley(d, { time: 'golden', kayaks: 1 }),
  ),
  scene('scenery-orchid-garden', ...SCENERY_ORIGINAL, (d) => orchidCloseup(d, 3)),
  scene('scenery-firefly-night', ...SCENERY_ORIGINAL, (d) =>
    nightForest(d, { lanternPath: false, fireflyCount: 170 }),
  ),
  scene('scenery-hornbill-ridge', ...SCENERY_ORIGINAL, (d) =>
    vista(d, { time: 'golden', hornbills: 3, sunX: 0.8, sunY: 0.45, frame: 'right' }),
  ),
];

/** Renders a demo original as the JPEG a photographer would deliver. */
export function renderOriginal(image: DemoImage): Promise<Buffer> {
  return sharp(Buffer.from(image.svg()))
    .resize(image.width, image.height)
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
}

/** Panoramas and the busy park map get slightly lower quality to stay inside 60 KB. */
function quality(image: DemoImage): number {
  return image.width >= 2000 || image.name === 'home-map' ? 68 : 75;
}

export async function writeDemoImages(dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const image of DEMO_IMAGES) {
    const file = `${image.name}.webp`;
    const path = join(dir, file);
    const exists = await access(path).then(
      () => true,
      () => false,
    );
    if (exists) continue;
    await sharp(Buffer.from(image.svg()))
      .resize(image.width, image.height)
      .webp({ quality: quality(image), effort: 3 })
      .toFile(path);
    written.push(file);
  }
  return written;
}
