/** The id of the `<script type="application/json">` block that carries a server render's data to the browser. */
export const SERVER_STATE_ID = "camstage-state";
