// Message keys of problem batch operations (import jobs, export, verification), zh-CN then en-US.
export const batchMessages = {
  Batch_manager_only: [
    '只有超级管理员和题目管理员可以批量导入、导出和验证题目',
    'Only super admins and problem admins may import, export and verify problems',
  ],
  Batch_file_required: ['请选择要导入的文件（表单字段 file）', 'Choose a file to import (form field "file")'],
  Batch_file_type_invalid: ['只能导入 .xml 或 .zip 文件', 'Only .xml and .zip files can be imported'],
  Batch_file_too_large: ['导入文件不能超过 {mb} MB', 'The import file must not exceed {mb} MB'],
  Batch_format_invalid: ['导入导出格式应为 fps、hoj、qduoj 或 hydro', 'The format must be fps, hoj, qduoj or hydro'],
  Batch_import_job_unknown: ['导入任务不存在或已过期', 'The import job does not exist or has expired'],
  Batch_import_crashed: ['导入意外中止：{detail}', 'The import stopped unexpectedly: {detail}'],
  Batch_import_host_lost: [
    '导入中断：处理它的服务器已停止，请重新上传文件',
    'The import was interrupted: the server running it stopped. Upload the file again',
  ],
  Batch_pid_list_invalid: ['题目编号列表无效', 'The problem id list is not valid'],
  Batch_pid_list_empty: ['请至少选择一道题目', 'Choose at least one problem'],
  Batch_pid_list_too_long: ['一次最多处理 500 道题目', 'At most 500 problems at a time'],
  Batch_problem_missing: ['题目 {pids} 不存在', 'Problem {pids} does not exist'],
  Batch_no_judge_server: ['没有在线的评测机，无法验证', 'No judge server is online to verify with'],
} as const satisfies Record<string, readonly [string, string]>;
