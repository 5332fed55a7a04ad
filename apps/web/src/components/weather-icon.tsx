import { weatherKind } from '@scenic/contracts';

const SUN = '#f5a623';
const MOON = '#f3c969';
const CLOUD = '#8fa3ad';
const DARK_CLOUD = '#6b7f89';
const DROP = '#2f86c8';

const cloudPath = 'M7 17h10a4 4 0 0 0 .4-8A5.5 5.5 0 0 0 7 10.5 3.3 3.3 0 0 0 7 17z';

function Sun({ small }: { small?: boolean }) {
  if (small) return <circle cx="8.5" cy="8" r="3.5" fill={SUN} />;
  return (
    <g stroke={SUN} strokeWidth="1.8" strokeLinecap="round">
      <circle cx="12" cy="12" r="4.5" fill={SUN} />
      <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
    </g>
  );
}

function Moon({ small }: { small?: boolean }) {
  return small ? (
    <path d="M9.8 4.2a4 4 0 1 0 1.9 6.9 3.3 3.3 0 0 1-1.9-6.9z" fill={MOON} />
  ) : (
    <path d="M13.5 4a8 8 0 1 0 6.4 12.6A6.5 6.5 0 0 1 13.5 4z" fill={MOON} />
  );
}

function Drops({ heavy }: { heavy?: boolean }) {
  return (
    <path
      d={
        heavy
          ? 'M8 17l-1.5 4M11 17l-1.5 4M14 17l-1.5 4M17 17l-1.5 4'
          : 'M9 17l-1 3M13 17l-1 3M17 17l-1 3'
      }
      stroke={DROP}
      strokeWidth={heavy ? 1.7 : 1.8}
      strokeLinecap="round"
    />
  );
}

/**
 * A small drawing per kind of weather (WMO code), with a moon after dark; decorative, the text
 * beside it carries the meaning.
 */
export function WeatherIcon({
  code,
  night = false,
  size = 22,
}: {
  code: string;
  night?: boolean | undefined;
  size?: number;
}) {
  const kind = weatherKind(code);
  const sky = night ? <Moon small /> : <Sun small />;
  const cloud = (fill = CLOUD) => <path d={cloudPath} fill={fill} />;
  const raised = (fill = CLOUD) => <g transform="translate(0 -3)">{cloud(fill)}</g>;
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-kind={kind}
      className="weather-icon"
    >
      {kind === 'clear' && (night ? <Moon /> : <Sun />)}
      {kind === 'partly' && (
        <>
          {sky}
          {cloud()}
        </>
      )}
      {kind === 'overcast' && (
        <>
          <g transform="translate(3 -4) scale(0.8)">{cloud('#b4c3ca')}</g>
          {cloud(DARK_CLOUD)}
        </>
      )}
      {kind === 'fog' && (
        <g stroke={CLOUD} strokeWidth="1.8" strokeLinecap="round">
          <path d="M4 9h16M6 13h12M4 17h16" />
        </g>
      )}
      {kind === 'drizzle' && (
        <>
          {raised()}
          <path
            d="M9 18.5h.01M13 18.5h.01M17 18.5h.01M11 21h.01M15 21h.01"
            stroke={DROP}
            strokeWidth="2"
            strokeLinecap="round"
          />
        </>
      )}
      {kind === 'rain' && (
        <>
          {raised()}
          <Drops />
        </>
      )}
      {kind === 'heavy' && (
        <>
          {raised(DARK_CLOUD)}
          <Drops heavy />
        </>
      )}
      {kind === 'showers' && (
        <>
          <g transform="translate(0 -3)">{sky}</g>
          {raised()}
          <Drops />
        </>
      )}
      {kind === 'thunder' && (
        <>
          {raised(DARK_CLOUD)}
          <path
            d="M12.5 15l-2.5 4h3l-2 4"
            stroke={SUN}
            strokeWidth="1.8"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      )}
      {kind === 'snow' && (
        <>
          {raised()}
          <path
            d="M9 18.5h.01M13 20h.01M17 18.5h.01"
            stroke={CLOUD}
            strokeWidth="2.4"
            strokeLinecap="round"
          />
        </>
      )}
    </svg>
  );
}
