/**
 * Photo Sphere Viewer, its markers plugin and their styles, loaded when the VR page opens and
 * never with any other page (DESIGN §5).
 */
export async function loadPhotoSphereViewer() {
  const [core, markers] = await Promise.all([
    import('@photo-sphere-viewer/core'),
    import('@photo-sphere-viewer/markers-plugin'),
    import('@photo-sphere-viewer/core/index.css'),
    import('@photo-sphere-viewer/markers-plugin/index.css'),
  ]);
  return { Viewer: core.Viewer, MarkersPlugin: markers.MarkersPlugin };
}
