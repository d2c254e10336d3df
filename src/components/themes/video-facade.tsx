'use client';

import { type ReactNode, useState } from 'react';
import styles from './video-facade.module.css';

type Props = {
  url: string;
  title: string;
  playLabel: string;
  stopLabel: string;
  /** The poster shown until the visitor asks for the video (a server-rendered <Picture>). */
  poster: ReactNode;
  width: number;
  height: number;
};

/** Nothing of the video loads until the visitor presses play; the poster stands in until then. */
export function VideoFacade({ url, title, playLabel, stopLabel, poster, width, height }: Props) {
  const [playing, setPlaying] = useState(false);
  if (!playing) {
    return (
      <button
        type="button"
        className={styles.facade}
        onClick={() => setPlaying(true)}
        data-video-facade={url}
      >
        {poster}
        <span className={styles.play} aria-hidden="true" />
        <span className={styles.label}>{playLabel}</span>
      </button>
    );
  }
  const isEmbed = url.startsWith('https://');
  const isVideo = /\.(mp4|webm)$/.test(url);
  return (
    <div className={styles.player} data-video-playing={url}>
      {isEmbed ? (
        <iframe
          src={url}
          title={title}
          width={width}
          height={height}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
        />
      ) : isVideo ? (
        // biome-ignore lint/a11y/useMediaCaption: the films have no speech.
        <video src={url} width={width} height={height} controls autoPlay playsInline title={title} />
      ) : (
        // biome-ignore lint/performance/noImgElement: the film is an animated image loaded on demand.
        <img src={url} width={width} height={height} alt={title} />
      )}
      <button type="button" className={styles.stop} onClick={() => setPlaying(false)}>
        {stopLabel}
      </button>
    </div>
  );
}
