import { openDatabase } from '../server/src/db/database'; // restricted
import { createThrowawayDatabase } from '../server/test/helper'; // restricted
import { readCases } from 'server/src/routes/cases'; // restricted
import { buildApp } from 'server'; // allowed
import { openDatabase as open } from 'server/database'; // allowed
import { prepare } from 'server/testing'; // allowed

export const used = [openDatabase, createThrowawayDatabase, readCases, buildApp, open, prepare];
