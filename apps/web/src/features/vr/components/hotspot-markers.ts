import type { MarkerConfig } from '@photo-sphere-viewer/markers-plugin';
import type { SceneLook } from '@scenic/contracts';

/**
 * One HTML marker per hotspot of the scene: a labelled button placed at the hotspot's yaw and
 * pitch, which moves the tour to its target scene.
 */
export function hotspotMarkers(
  scene: SceneLook,
  describe: (target: string) => string,
  onGo: (target: string) => void,
): MarkerConfig[] {
  return scene.hotspots.map((spot, index) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'vr-hotspot';
    button.dataset.testid = 'vr-hotspot';
    button.dataset.target = spot.target;
    button.setAttribute('aria-label', describe(spot.target));
    const arrow = document.createElement('span');
    arrow.className = 'vr-hotspot__arrow';
    arrow.setAttribute('aria-hidden', 'true');
    const label = document.createElement('span');
    label.className = 'vr-hotspot__label';
    label.textContent = spot.label;
    button.append(arrow, label);
    button.addEventListener('click', (event) => {
      event.stopPropagation();
      onGo(spot.target);
    });
    // The viewer forces `display: block` on a marker's element; the button keeps its own layout inside.
    const holder = document.createElement('div');
    holder.className = 'vr-hotspot-holder';
    holder.append(button);
    return {
      id: `${scene.id}:${index}:${spot.target}`,
      element: holder,
      position: { yaw: spot.yaw, pitch: spot.pitch },
      anchor: 'center center',
      data: { target: spot.target },
    };
  });
}
