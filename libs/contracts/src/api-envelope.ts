// What every API answer carries (spec 1§7, 1§8).

/** Every answer carries success and, on failure, a message (spec 1§7). */
export interface ApiEnvelope {
  success: boolean;
  message?: string;
  /** values the message's text shows, e.g. limit and size of Upload.Error.MaxFileSize */
  params?: Record<string, string | number>;
}

/** 422 answers carry a msg list; loc_msg is preferred when present (spec 1§8). */
export interface ValidationErrorItem {
  msg: string;
  loc_msg?: string;
  loc?: string[];
}

export interface ValidationErrorEnvelope extends ApiEnvelope {
  msg: ValidationErrorItem[];
}
