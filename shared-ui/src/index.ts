// The public surface of shared-ui. The shell and the remotes import only from here, so that
// module federation hands every bundle the same singleton (store slice, theme, i18n helpers).

export { LANG_KEY, TOKEN_KEY, USER_KEY } from './storageKeys';

export { css, keyframes, styled } from './theme/styled';
export { theme } from './theme/theme';
export type { Theme } from './theme/theme';
export { gemColour } from './theme/gemColour';
export {
  RICH_HEADING_SIZES,
  RICH_INDENT_EM,
  RICH_LIST_NUMBERING,
  RICH_MAX_INDENT,
  RICH_TEXT_FONTS,
  RICH_TEXT_SIZES,
  richContentStyles,
} from './theme/richContent';
export { GlobalStyle } from './theme/GlobalStyle';
export { UiProvider } from './theme/UiProvider';

export { Alert } from './components/Alert/Alert';
export type { AlertProps, AlertVariant } from './components/Alert/Alert';
export { Badge } from './components/Badge/Badge';
export type { BadgeProps, BadgeVariant } from './components/Badge/Badge';
export { RatingScaleLegend, useRatingMeaning } from './components/RatingScale/RatingScale';
export { Button } from './components/Button/Button';
export type { ButtonOwnProps, ButtonSize, ButtonVariant } from './components/Button/Button';
export { Card } from './components/Card/Card';
export type { CardProps } from './components/Card/Card';
export { Dialog } from './components/Dialog/Dialog';
export type { DialogProps } from './components/Dialog/Dialog';
export { Field, Filters } from './components/Field/Field';
export { DetailStates } from './components/DetailStates/DetailStates';
export type { DetailStatesProps } from './components/DetailStates/DetailStates';
export { ErrorCard } from './components/ErrorCard/ErrorCard';
export type { ErrorCardProps } from './components/ErrorCard/ErrorCard';
export { Loading } from './components/Loading/Loading';
export {
  endLazyHydration,
  HydrateWhenVisible,
  startLazyHydration,
} from './components/HydrateWhenVisible/HydrateWhenVisible';
export type { LoadingProps } from './components/Loading/Loading';
export { PageHeading } from './components/PageHeading/PageHeading';
export type { PageHeadingProps } from './components/PageHeading/PageHeading';
export { TextInput } from './components/TextInput/TextInput';
export type { TextInputProps } from './components/TextInput/TextInput';

export { createI18n, loadEnglishCommon, preloadEnglishCommon } from './i18n/createI18n';
export { I18nextProvider, useTranslation } from './i18n/reactI18n';
export { dateFormat, numberFormat } from './i18n/formats';
export { addNamespace } from './i18n/addNamespace';
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  LANG_COOKIE,
  readStoredLanguage,
  setLanguage,
  writeLanguageCookie,
} from './i18n/language';
export type { Language } from './i18n/language';
export type { I18n } from './i18n/translator';
export type { CommonResources } from './i18n/resources';

export { baseApi, serverStateHydrated } from './apiClient/baseApi';
export { serverWait, ServerWaitProvider, type ServerWait } from './apiClient/serverWait';
export { baseQuery, REQUEST_TIMEOUT_MS, RETRY_DELAYS_MS } from './apiClient/baseQuery';
export type { RetryOptions, ServerTransport } from './apiClient/baseQuery';
export { errorMessage } from './apiClient/apiError';
export type { ApiError } from './apiClient/apiError';
export { clearToken, readToken, storeToken } from './apiClient/tokenStorage';
export { HEALTH_CHECK_INTERVAL_MS, HEALTH_TIMEOUT_MS } from './apiClient/health';
// Remotes reach RTK Query only through shared-ui (its subpath is not shared by federation).
export { skipToken } from '@reduxjs/toolkit/query/react';

export { createStore } from './store/createStore';
export type { AppDispatch, AppStore, RootState } from './store/createStore';
export { useAppDispatch, useAppSelector } from './store/hooks';
export { useCurrentUser } from './store/useCurrentUser';
export { selectCurrentUser, userSignedIn, userSignedOut } from './store/sessionSlice';
export type { SessionState } from './store/sessionSlice';
export { ROLES, SESSION_STATUSES, toCurrentUser } from './store/currentUser';
export type { CurrentUser, Role, SessionStatus } from './store/currentUser';
export { canSeeAdmin } from './auth/canSeeAdmin';
export { canAuthor } from './auth/canAuthor';
export { AdminGate, CreatorGate } from './auth/Gates';
export type { ApiAnswer, ApiQuery, Schemas } from './contract/wire';
export { siteApi, useGetSiteQuery } from './site/siteApi';
export { DemoDataNote } from './components/DemoDataNote/DemoDataNote';
export type { GameInfo, SiteInfo } from './site/siteApi';
export { compareGameVersions, isOldLeague, frenchDay } from './content/league';
export { useDebounced } from './hooks/useDebounced';
export { useNearViewport } from './hooks/useNearViewport';
export {
  fullTitle,
  PageMetaCollector,
  SITE_NAME,
  usePageMeta,
  type PageMeta,
  type PageMetaSink,
} from './site/pageMeta';

export { renderStandalone } from './dev/renderStandalone';

// The router and the store's provider, through shared-ui so that their unused parts are left out
// (see router/router.ts).
export * from './router/router';
export { StoreProvider } from './store/StoreProvider';

// Build and guide shapes and the game layout both the reader and the author draw.
// The game's facts, kept once in game-facts and shared with the API.
export {
  ASCENDANCIES,
  BLOODLINE_IDS,
  classLabel,
  CLASSES,
  CRITERIA,
  GEM_SLOT_LABELS,
  gemVendorPrice,
  GUIDE_TYPES,
  RARITIES,
  REVIEW_STATUSES,
  isAscendancyName,
  isBloodline,
  isClassName,
  isRetiredAscendancy,
  offeredAscendancies,
} from 'game-facts';
export type {
  AscendancyName,
  ClassName,
  Criterion,
  GemSlotLabel,
  GuideType,
  Rarity,
  Ratings,
  ReviewStatus,
} from 'game-facts';
export { ascendancyImage } from './content/classes';
export { useClassNames } from './content/useClassNames';
export { gemRows, gridRowCount } from './content/gemLayout';
export { GEM_SLOTS, SLOT_BOXES } from './content/slotLayout';
export type { SlotBox } from './content/slotLayout';
export type {
  Build,
  BuildCard,
  BuildInput,
  BuildList,
  BuildListParams,
  EquipmentSet,
  GemLinks,
  GemSockets,
  MainSkillChoice,
  SlotItem,
  SocketedGem,
} from './content/buildTypes';
export type { Guide, GuideCard, GuideList, GuideListParams } from './content/guideTypes';
export type { GuidePrefill } from './content/guideTypes';
// Only the slice: each hook would be one more name in every bundle's federation wrapper.
export { contentApi } from './content/contentApi';
export type { GuidePayload, PobUpdateSource } from './content/contentApi';
