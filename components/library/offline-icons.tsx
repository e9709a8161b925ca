import { SvgIcon, type IconProps } from '@/components/common/icons';

// The offline parts' icons as plain SVG (Material's paths), in a file of their own so only the pages showing them load them.

export const DownloadForOfflineIcon = (props: IconProps) => (
  <SvgIcon
    {...props}
    d="M12 2C6.49 2 2 6.49 2 12s4.49 10 10 10 10-4.49 10-10S17.51 2 12 2m-1 8V7c0-.55.45-1 1-1s1 .45 1 1v3h1.79c.45 0 .67.54.35.85l-2.79 2.79c-.2.2-.51.2-.71 0l-2.79-2.79c-.31-.31-.09-.85.36-.85zm6 7H7c-.55 0-1-.45-1-1s.45-1 1-1h10c.55 0 1 .45 1 1s-.45 1-1 1"
  />
);
export const OfflinePinIcon = (props: IconProps) => (
  <SvgIcon
    {...props}
    d="M12 2C6.5 2 2 6.5 2 12s4.5 10 10 10 10-4.5 10-10S17.5 2 12 2m4 15H8c-.55 0-1-.45-1-1s.45-1 1-1h8c.55 0 1 .45 1 1s-.45 1-1 1m-6.41-4.71-1.88-1.88a.996.996 0 1 1 1.41-1.41l1.18 1.17 4.59-4.59a.996.996 0 1 1 1.41 1.41l-5.3 5.3c-.38.39-1.02.39-1.41 0"
  />
);
export const CloudOffIcon = (props: IconProps) => (
  <SvgIcon
    {...props}
    d="M24 15c0-2.64-2.05-4.78-4.65-4.96C18.67 6.59 15.64 4 12 4c-1.33 0-2.57.36-3.65.97l1.49 1.49C10.51 6.17 11.23 6 12 6c3.04 0 5.5 2.46 5.5 5.5v.5H19c1.66 0 3 1.34 3 3 0 .99-.48 1.85-1.21 2.4l1.41 1.41c1.09-.92 1.8-2.27 1.8-3.81M4.41 3.86a.996.996 0 0 0-1.41 0c-.39.39-.39 1.02 0 1.41l2.06 2.06h-.42c-3.28.3-5.81 3.24-5.61 6.71C.05 17.41 2.8 20 6.16 20h11.57l1.29 1.29c.39.39 1.02.39 1.41 0s.39-1.02 0-1.41zM6 18c-2.21 0-4-1.79-4-4s1.79-4 4-4h.73l8 8z"
  />
);
