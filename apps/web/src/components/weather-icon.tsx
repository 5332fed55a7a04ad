/** Groups of the WMO-style weather codes the API sends. */
export type WeatherGroup = 'clear' | 'cloudy' | 'fog' | 'rain' | 'showers' | 'thunder' | 'snow';

export function weatherGroup(code: string): WeatherGroup {
  const n = Number.parseInt(code, 10);
  if (n === 0) return 'clear';
  if (n >= 1 && n <= 3) return 'cloudy';
  if (n === 45 || n === 48) return 'fog';
  if ((n >= 51 && n <= 67) || n === 7) return 'rain';
  if ((n >= 71 && n <= 77) || n === 85 || n === 86) return 'snow';
  if (n >= 80 && n <= 82) return 'showers';
  if (n >= 95 && n <= 99) return 'thunder';
  return 'cloudy';
}

const SUN = '#f5a623';
const CLOUD = '#8fa3ad';
const DROP = '#2f86c8';

/** A small inline drawing per weather group; decorative, the text beside it carries the meaning. */
export function WeatherIcon({ code, size = 22 }: { code: string; size?: number }) {
  const group = weatherGroup(code);
  const cloud = (
    <path d="M7 17h10a4 4 0 0 0 .4-8A5.5 5.5 0 0 0 7 10.5 3.3 3.3 0 0 0 7 17z" fill={CLOUD} />
  );
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {group === 'clear' && (
        <g stroke={SUN} strokeWidth="1.8" strokeLinecap="round">
          <circle cx="12" cy="12" r="4.5" fill={SUN} />
          <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
        </g>
      )}
      {group === 'cloudy' && (
        <>
          <circle cx="8.5" cy="8" r="3.5" fill={SUN} />
          {cloud}
        </>
      )}
      {group === 'fog' && (
        <g stroke={CLOUD} strokeWidth="1.8" strokeLinecap="round">
          <path d="M4 9h16M6 13h12M4 17h16" />
        </g>
      )}
      {(group === 'rain' || group === 'showers' || group === 'thunder' || group === 'snow') && (
        <g transform="translate(0 -3)">{cloud}</g>
      )}
      {group === 'rain' && (
        <path
          d="M9 17l-1 3M13 17l-1 3M17 17l-1 3"
          stroke={DROP}
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      )}
      {group === 'showers' && (
        <path
          d="M9 17l-1.5 4M13 17l-1.5 4M17 17l-1.5 4M11 16.5l-.5 1.2M15 16.5l-.5 1.2"
          stroke={DROP}
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      )}
      {group === 'thunder' && (
        <path
          d="M12.5 15l-2.5 4h3l-2 4"
          stroke={SUN}
          strokeWidth="1.8"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
      {group === 'snow' && (
        <path
          d="M9 18.5h.01M13 20h.01M17 18.5h.01"
          stroke={CLOUD}
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}
