import { users } from './0001_users.js';
import { twitchSessions } from './0002_twitch_sessions.js';
import { gameData } from './0003_game_data.js';
import { buildsGuides } from './0005_builds_guides.js';
import { comments } from './0006_comments.js';
import { review } from './0007_review.js';
import { uploads } from './0008_uploads.js';
import { uniqueNames } from './0009_unique_names.js';
import { rateWindows } from './0010_rate_windows.js';
import { hiddenStaticGuides } from './0011_hidden_static_guides.js';
import { favourites } from './0012_favourites.js';
import { gemRewards } from './0013_gem_rewards.js';
import { buildLeague } from './0014_build_league.js';
import { itemPrices } from './0015_item_prices.js';
import { jobLockGroups } from './0016_job_lock_groups.js';
import { gameImages } from './0017_game_images.js';
import { gemLinks } from './0018_gem_links.js';
import { buildIndex } from './0019_build_index.js';
import { buildJson } from './0020_build_json.js';
import { passiveTrees } from './0021_passive_trees.js';
import { transfiguredGems } from './0022_transfigured_gems.js';
import { buildPublicAnswer } from './0023_build_public_answer.js';
import { publicCounts } from './0024_public_counts.js';
import { windowHits } from './0025_window_hits.js';
import { pendingEdits } from './0026_pending_edits.js';
import { followedLeague } from './0027_followed_league.js';
import { buildBloodline } from './0028_build_bloodline.js';
import { buildPlayerStats } from './0029_build_player_stats.js';
import { buildProgress } from './0030_build_progress.js';
import { buildStepEdits } from './0031_build_step_edits.js';
import { exampleContent } from './0032_example_content.js';
import type { Migration } from '../types.js';

export type { Migration } from '../types.js';

export const migrations: readonly Migration[] = [
  users,
  twitchSessions,
  gameData,
  buildsGuides,
  comments,
  review,
  uploads,
  uniqueNames,
  rateWindows,
  hiddenStaticGuides,
  favourites,
  gemRewards,
  buildLeague,
  itemPrices,
  jobLockGroups,
  gameImages,
  gemLinks,
  buildIndex,
  buildJson,
  passiveTrees,
  transfiguredGems,
  buildPublicAnswer,
  publicCounts,
  windowHits,
  pendingEdits,
  followedLeague,
  buildBloodline,
  buildPlayerStats,
  buildProgress,
  buildStepEdits,
  exampleContent,
];
