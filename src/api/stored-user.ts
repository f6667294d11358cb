// Where the signed-in user is kept: a module of its own, importing nothing, so that the script the build
// bundles apart to start a signed-in screen's downloads (src/app/preload-screen-files.ts) can tell whether
// someone is signed in without taking the session's code along.
export const USER_INFO_KEY = 'userInfo';

/** The raw stored (encrypted) value, as the API portal receives it. */
export const readStoredUserInfo = () => sessionStorage.getItem(USER_INFO_KEY);
