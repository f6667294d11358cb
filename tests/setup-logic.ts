// Rules and library code read the contract's table (an operation's permission) as the signed-in portal does,
// after its layout has loaded it (src/api/operation-table.ts).
import { loadOperationTable } from '../src/api/operation-table';

await loadOperationTable();
