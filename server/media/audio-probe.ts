import { runMediaTool } from './ffmpeg';
import { frontTagsLength } from './id3-reader';

// What an uploaded file is, judged by its bytes (ffprobe), never by its name or the type the browser claimed. Its
// tags are read apart (audio-tags.ts).

export interface AudioFacts {
  /** The audio stream's length as the file's headers give it. */
  durationSeconds: number;
  /**
   * True when the file gives no length and ffprobe estimated it from the bitrate (an MP3 without a Xing header):
   * then only a decode tells the length.
   */
  durationEstimated?: boolean;
  /** ffprobe's names: 'mp3', 'aac', 'flac', 'pcm_s16le', 'vorbis', 'opus', 'alac'. */
  codec: string;
  /** The type the file is served with. */
  mime: string;
  /** Bits per second (the container's figure; estimated from the size for raw streams). */
  bitrate: number;
  sampleRate: number;
  channels: number;
}

/** The containers and codecs a release may be made of: what every browser can be given after processing. */
const ACCEPTED: { formats: RegExp; codecs: RegExp; mime: string }[] = [
  { formats: /^mp3$/, codecs: /^mp3$/, mime: 'audio/mpeg' },
  { formats: /(^|,)(mp4|m4a|mov)(,|$)/, codecs: /^(aac|alac)$/, mime: 'audio/mp4' },
  { formats: /^flac$/, codecs: /^flac$/, mime: 'audio/flac' },
  { formats: /^wav$/, codecs: /^pcm_/, mime: 'audio/wav' },
  { formats: /^ogg$/, codecs: /^(vorbis|opus|flac)$/, mime: 'audio/ogg' },
];

interface ProbeJson {
  streams?: { codec_type?: string; codec_name?: string; sample_rate?: string; channels?: number; bit_rate?: string; duration?: string; disposition?: { attached_pic?: number } }[];
  format?: { format_name?: string; duration?: string; bit_rate?: string; size?: string };
}

/**
 * ffmpeg's and ffprobe's arguments to start reading `file` after its ID3v2 tags: both would read a tag's pictures
 * whole into memory, and neither needs them.
 */
export const skipFrontTags = (length: number) => (length ? ['-skip_initial_bytes', String(length)] : []);

/** The file's audio, or null when ffprobe finds no audio stream of an accepted kind in it. */
export async function probeAudio(file: string): Promise<AudioFacts | null> {
  const { code, stdout, stderr } = await runMediaTool('ffprobe', ['-v', 'warning', ...skipFrontTags(await frontTagsLength(file).catch(() => 0)), '-print_format', 'json', '-show_format', '-show_streams', file]);
  if (code !== 0) return null;
  let probe: ProbeJson;
  try {
    probe = JSON.parse(stdout.toString('utf8')) as ProbeJson;
  } catch {
    return null;
  }
  const audio = probe.streams?.find((s) => s.codec_type === 'audio');
  const formatName = probe.format?.format_name ?? '';
  const accepted = audio?.codec_name && ACCEPTED.find((a) => a.formats.test(formatName) && a.codecs.test(audio.codec_name!));
  // The audio stream's own length where the file gives one: the whole file's may be a longer stream's.
  const durationSeconds = Number(audio?.duration) || Number(probe.format?.duration);
  if (!audio || !accepted || !Number.isFinite(durationSeconds) || durationSeconds <= 0) return null;
  return {
    durationSeconds,
    durationEstimated: /Estimating duration from bitrate/.test(stderr),
    codec: audio.codec_name!,
    mime: accepted.mime,
    bitrate: Math.round(Number(audio.bit_rate ?? probe.format?.bit_rate) || (Number(probe.format?.size) * 8) / durationSeconds || 0),
    sampleRate: Number(audio.sample_rate) || 0,
    channels: audio.channels ?? 0,
  };
}
