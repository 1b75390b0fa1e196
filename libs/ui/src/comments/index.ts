/** The comment threads beside a part or a data-room document (issue 32 item 4): only the pages that show comments import this entry. */
export * from './comment-source';
export * from './use-comment-threads';
export * from './comments-button';
