/** §3 message markup as performers and members write it (Ladle and tests). */
export const markupMessages: readonly string[] = [
  "Welcome {member}! I am {performer} :)",
  "**Tip 100** for a dance, *pretty please* :heart:",
  "My schedule: [camstage.example/anna](https://camstage.example/anna)\\nSee you tonight ;)",
  "Not a link: [x](javascript:alert(1)) and <b>not bold</b>",
];
export const markupNames = { performer: "Anna", member: "bob" } as const;
